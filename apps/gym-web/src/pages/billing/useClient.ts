import { api } from '../../app/api.ts';

/** The client a billing screen belongs to, from the route's clientId. */
export const useClient = (clientId: number) =>
  api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
