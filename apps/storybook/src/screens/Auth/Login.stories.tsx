import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/login', 'visitor') };
export const Typical = {};
/** The sign-in screen in Nepali and in Sinhala: the switch, the fields, the buttons (issue 26). */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
