import { translate } from '@gym/web/i18n';
import { serverText } from '@gym/web/server-texts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/add') };
export const Typical = {};

/**
 * The form's words in the story's language (asked when the play runs, after the language is set):
 * the same messages as the screen's, so one play serves every language.
 */
const words = () => ({
  name: translate({ defaultMessage: 'Name', description: 'A person’s name' }),
  gender: translate({ defaultMessage: 'Gender', description: 'Client: male or female' }),
  male: translate({ defaultMessage: 'Male', description: 'A client’s gender' }),
  phone: translate({ defaultMessage: 'Phone', description: 'A phone number' }),
  email: translate({ defaultMessage: 'Email', description: 'An email address' }),
  save: translate({ defaultMessage: 'Save Client', description: 'Client form: its save button' }),
  phoneOfCountry: serverText("Phone must be a phone number of the gym's country."),
  emailFormat: serverText('Please enter a valid email address.'),
});

const startsWith = (label: string) => new RegExp(`^${label}`);

/** The hard path: what cannot be right, said at each field before anything is sent (the server's own rules). */
export const Hard = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const say = words();
    await userEvent.type(await canvas.findByRole('textbox', { name: startsWith(say.name) }), 'Wrong Data');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: startsWith(say.gender) }), say.male);
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(say.phone) }), 'abc-123');
    await userEvent.type(canvas.getByRole('textbox', { name: say.email }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: say.save }));
    const phone = canvas.getByRole('textbox', { name: startsWith(say.phone) });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(say.phoneOfCountry)).toBeVisible();
    await expect(canvas.getByText(say.emailFormat)).toBeVisible();
  },
};

/** The hard path in Nepali, Sinhala and Hindi: the rules' sentences in the language too (issue 26). */
export const HardInNepali = { ...Hard, parameters: { language: 'ne' } };
export const HardInSinhala = { ...Hard, parameters: { language: 'si' } };
export const HardInHindi = { ...Hard, parameters: { language: 'hi' } };
