import { translate } from '@gym/web/i18n';
import { serverText } from '@gym/web/server-texts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile/change-password') };
export const Typical = {};

/** The screen's words in the story's language (asked when the play runs, after the language is set). */
const words = () => ({
  change: translate({
    defaultMessage: 'Change Password',
    description: 'Change password page: its heading and button',
  }),
  oldPassword: translate({
    defaultMessage: 'Old Password',
    description: 'Change password: the current password',
  }),
  allRequired: serverText('All fields are required'),
});

/** The hard path: sent empty, nothing goes, and each empty field says it is needed. */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const say = words();
    await userEvent.click(await canvas.findByRole('button', { name: say.change }));
    await waitFor(() => expect(canvas.getAllByText(say.allRequired)).toHaveLength(3));
    // And the toast (in its region outside the screen, perhaps a moment later): the picture has both.
    await waitFor(() => expect(within(document.body).getAllByText(say.allRequired)).toHaveLength(4));
    await expect(canvas.getByLabelText(new RegExp(`^${say.oldPassword}`))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The hard path in Nepali, Sinhala and Hindi (issue 26). */
export const HardInNepali = { ...Hard, parameters: { language: 'ne' } };
export const HardInSinhala = { ...Hard, parameters: { language: 'si' } };
export const HardInHindi = { ...Hard, parameters: { language: 'hi' } };
