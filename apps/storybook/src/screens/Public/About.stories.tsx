import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/about', 'visitor') };
export const Typical = {};
