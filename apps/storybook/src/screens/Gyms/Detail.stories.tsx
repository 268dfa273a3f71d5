import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/7') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
