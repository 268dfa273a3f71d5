import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/edit/7') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
