import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/judge/referee/11', 'visitor') };
export const Typical = {};
