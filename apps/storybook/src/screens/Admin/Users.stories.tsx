import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/manage-users', 'admin') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
