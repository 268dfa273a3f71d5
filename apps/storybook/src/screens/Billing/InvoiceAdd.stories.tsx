import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/1/add-invoices') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
