import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/judge/meets', 'owner-without-gym') };
export const Loading = {};
export const Empty = {};
export const Failure = {};
export const Typical = {};
