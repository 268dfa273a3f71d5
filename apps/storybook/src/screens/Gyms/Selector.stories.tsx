import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gym-profiles', 'owner-without-gym') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
