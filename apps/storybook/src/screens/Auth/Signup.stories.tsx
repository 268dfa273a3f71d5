import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/signup', 'visitor') };
export const Typical = {};
