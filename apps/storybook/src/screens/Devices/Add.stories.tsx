import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/device/add') };
export const Typical = {};
