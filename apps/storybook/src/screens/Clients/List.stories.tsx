import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};

/** The hard clients list in Nepali, Sinhala and Hindi: long names, every membership state (issue 26). */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
