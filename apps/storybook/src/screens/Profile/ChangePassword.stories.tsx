import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile/change-password') };
export const Typical = {};

/** The hard path: sent empty, nothing goes, and each empty field says it is needed. */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(canvas.getAllByText('All fields are required')).toHaveLength(3));
    // And the toast (in its region outside the screen, perhaps a moment later): the picture has both.
    await waitFor(() =>
      expect(within(document.body).getAllByText('All fields are required')).toHaveLength(4),
    );
    await expect(canvas.getByLabelText(/^Old Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};
