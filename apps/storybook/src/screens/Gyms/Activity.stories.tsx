import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/activity/7') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};

/** The hard activity trail in Nepali, Sinhala and Hindi (issue 26). */
export const HardInNepali = { parameters: { language: 'ne' } };
export const HardInSinhala = { parameters: { language: 'si' } };
export const HardInHindi = { parameters: { language: 'hi' } };
