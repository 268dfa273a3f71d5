import { screenMeta } from '../../screen-story.tsx';

// A cleared invoice's add-payment address: it says the invoice is paid and links back to it.
export default { ...screenMeta('/clients/1/invoices/1/add-payment') };
export const Typical = {};
/** The typical state in Nepali, Sinhala and Hindi: every word of the screen (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
