import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/1') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
