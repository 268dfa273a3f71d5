import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/pricing', 'visitor') };
export const Typical = {};
