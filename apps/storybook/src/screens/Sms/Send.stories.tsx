import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/sms/add') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
