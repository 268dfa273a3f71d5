import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/lift-off', 'visitor') };
export const Typical = {};
