import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/device/edit/1') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
