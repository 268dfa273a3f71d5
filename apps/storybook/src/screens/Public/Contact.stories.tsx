import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/contact-us', 'visitor') };
export const Typical = {};

/** Contact us in Nepali, Sinhala and Hindi (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
