import { screenMeta } from '../../screen-story.tsx';

export default { ...screenMeta('/clients/1/invoices/1/receipts/1') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
export const Hard = {};
