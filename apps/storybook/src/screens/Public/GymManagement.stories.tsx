import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gym-management', 'visitor') };
export const Typical = {};
