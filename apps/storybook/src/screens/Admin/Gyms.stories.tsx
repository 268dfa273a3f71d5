import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/manage-gyms', 'admin') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
