import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/money/add') };
export const Typical = {};
