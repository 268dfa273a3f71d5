import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/add') };
export const Typical = {};

/** The hard path: what cannot be right, said at each field before anything is sent (the server's own rules). */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Wrong Data');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Gender/ }), 'Male');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), 'abc-123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Client' }));
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText("Phone must be a phone number of the gym's country.")).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};
