import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/add') };
export const Typical = {};
