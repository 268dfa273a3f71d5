import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/judge/table/11', 'owner-without-gym') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
