import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/lift-off', 'visitor') };
export const Typical = {};

/** The hidden game in Nepali, Sinhala and Hindi (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
