import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/sms/add') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
/** The hard state in Nepali, Sinhala and Hindi: every word of the screen (issue 26). */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
