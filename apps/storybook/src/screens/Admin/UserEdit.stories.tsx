import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/manage-users/2/edit', 'admin') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
/** The typical state in Nepali, Sinhala and Hindi (issue 26): the words fit at 360 px. */
export const TypicalInNepali = { parameters: { language: 'ne' } };
export const TypicalInSinhala = { parameters: { language: 'si' } };
export const TypicalInHindi = { parameters: { language: 'hi' } };
