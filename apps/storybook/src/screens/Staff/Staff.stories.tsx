import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/staff') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
