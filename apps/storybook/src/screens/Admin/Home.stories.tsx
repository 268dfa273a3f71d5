import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/admin-home', 'admin') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
