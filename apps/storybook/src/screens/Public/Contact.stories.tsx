import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/contact-us', 'visitor') };
export const Typical = {};
