import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/Schedule') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
