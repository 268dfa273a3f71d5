import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/7') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
/** The hard state in Nepali, Sinhala and Hindi (issue 26): the words fit at 360 px. */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
