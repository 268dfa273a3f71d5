import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
