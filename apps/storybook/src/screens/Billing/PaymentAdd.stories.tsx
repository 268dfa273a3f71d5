import { screenMeta } from '../../screen-story.tsx';

// Invoice 2 has 2,000 due (invoice 1 is cleared: its story is PaymentAddCleared).
export default { ...screenMeta('/clients/2/invoices/2/add-payment') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
/** The typical state in Nepali, Sinhala and Hindi: every word of the screen (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
