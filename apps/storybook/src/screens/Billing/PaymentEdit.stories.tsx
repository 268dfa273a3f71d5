import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/1/invoices/1/edit-payment/1') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
/** The typical state in Nepali, Sinhala and Hindi: every word of the screen (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
