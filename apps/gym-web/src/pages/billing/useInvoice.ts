import { api } from '../../app/api.ts';

/** The invoice a billing screen shows, with its payments, from the route's invoiceId. */
export const useInvoice = (invoiceId: number) =>
  api.useQuery('get', '/api/invoices/{id}', { params: { path: { id: invoiceId } } });
