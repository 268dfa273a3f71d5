import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/1') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};

/** The hard client in Nepali, Sinhala and Hindi: freezes, invoices with payments, the door refusing (issue 26). */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
