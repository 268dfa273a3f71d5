import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/attendance/1') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
