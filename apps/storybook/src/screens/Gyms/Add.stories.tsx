import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/gyms/add') };
export const Typical = {};
