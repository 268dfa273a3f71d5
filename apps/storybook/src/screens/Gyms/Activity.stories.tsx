import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/activity/7') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
