import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile/edit') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
