import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile/edit') };
export const Loading = {};
export const Failure = {};
export const Typical = {};

/** Edit Profile in Nepali, Sinhala and Hindi (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
