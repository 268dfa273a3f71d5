import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gym-management', 'visitor') };
export const Typical = {};

/** The gym management page in Nepali, Sinhala and Hindi (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
