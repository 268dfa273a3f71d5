import { expect, userEvent, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/forgot-password', 'visitor') };

/** The first step: the phone number of the account. */
export const Typical = {};

/** The server cannot be reached: sending the code says so. */
export const Failure = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Phone/ }), '9841234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    // The toast shows in its region, outside the screen's own element.
    await expect(
      await within(document.body).findByText(
        'Something went wrong. Please try again later.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
