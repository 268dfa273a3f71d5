import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/edit/7') };
export const Loading = {};
export const Failure = {};
export const Typical = {};

/** The hard path: a latitude out of range, a longitude that is not a number, a contact number that is not one: kept as typed, refused at each field. */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const contact = await canvas.findByRole('textbox', { name: /^Contact Number 1/ });
    await userEvent.clear(contact);
    await userEvent.type(contact, 'not a phone');
    const latitude = canvas.getByRole('textbox', { name: 'Latitude' });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '123.456');
    const longitude = canvas.getByRole('textbox', { name: 'Longitude' });
    await userEvent.clear(longitude);
    await userEvent.type(longitude, 'abc');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Gym' }));
    await waitFor(() => expect(latitude).toHaveAttribute('aria-invalid', 'true'));
    await expect(latitude).toHaveValue('123.456');
    await expect(longitude).toHaveValue('abc');
    await expect(canvas.getByText('Latitude must be a number from -90 to 90.')).toBeVisible();
    await expect(canvas.getByText('Longitude must be a number from -180 to 180.')).toBeVisible();
    await expect(
      canvas.getByText("Contact number must be a phone number of the gym's country."),
    ).toBeVisible();
  },
};
/** The hard state in Nepali, Sinhala and Hindi (issue 26): the words fit at 360 px. */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
