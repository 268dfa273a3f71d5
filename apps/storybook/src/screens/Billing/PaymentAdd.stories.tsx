import { screenMeta } from '../../screen-story.tsx';

// Invoice 2 has 2,000 due (invoice 1 is cleared: its story is PaymentAddCleared).
export default { ...screenMeta('/clients/2/invoices/2/add-payment') };
export const Loading = {};
export const Failure = {};
export const Typical = {};
