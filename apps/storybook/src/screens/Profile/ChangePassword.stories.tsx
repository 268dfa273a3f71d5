import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/profile/change-password') };
export const Typical = {};
