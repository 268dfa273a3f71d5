import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/add', 'owner-without-gym') };
export const Typical = {};
