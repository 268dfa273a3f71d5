import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/login', 'visitor') };
export const Typical = {};
