import { screenMeta } from '../../screen-story.tsx';

// A cleared invoice's add-payment address: it says the invoice is paid and links back to it.
export default { ...screenMeta('/clients/1/invoices/1/add-payment') };
export const Typical = {};
