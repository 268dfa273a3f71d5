import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/judge-results', 'visitor') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
