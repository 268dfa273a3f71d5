import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/dues') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
