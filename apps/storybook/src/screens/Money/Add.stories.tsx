import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/money/add') };
export const Typical = {};
/** The typical state in Nepali, Sinhala and Hindi: every word of the screen (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
