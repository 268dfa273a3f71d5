import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/home', 'unverified') };
export const Typical = {};
