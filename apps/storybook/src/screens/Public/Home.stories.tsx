import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/', 'visitor') };
export const Typical = {};
