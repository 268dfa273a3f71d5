import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/manage-users/2/edit', 'admin') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
