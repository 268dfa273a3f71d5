import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { type Client, type ClientFormValues, toClientFormData } from './client-form-rules.ts';

const TEXT = defineMessages({
  saved: { defaultMessage: 'Client saved successfully!', description: 'Toast after saving a client' },
  unknown: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  failed: {
    defaultMessage: 'Failed to save client: {reason}',
    description: 'Toast when a client was not saved',
  },
});

/**
 * Adds (with the gym) or updates (with the client's id) a client, with the specification's
 * messages; the query client refreshes the Clients group. A failed save leaves the form as typed.
 */
export function useSaveClient(onSaved: (client: Client) => void) {
  const create = api.useMutation('post', '/api/clients');
  const update = api.useMutation('put', '/api/clients/{id}');
  const done = {
    onSuccess: (client: Client) => {
      showToast(translate(TEXT.saved), 'success');
      onSaved(client);
    },
    onError: (error: unknown) =>
      showToast(translate(TEXT.failed, { reason: serverText(errorMessage(error, translate(TEXT.unknown))) })),
  };
  return {
    isSaving: create.isPending || update.isPending,
    /** The last save's refusal, for the form to show at its fields. */
    refusal: create.error ?? update.error,
    save(values: ClientFormValues, target: { gymId: number } | { clientId: number }) {
      // The contract types the JSON view of the form; the serializer sends it as multipart.
      const body = values as never;
      if ('gymId' in target) {
        const bodySerializer = () => toClientFormData(values, target.gymId);
        create.mutate({ body, bodySerializer }, done);
      } else {
        const bodySerializer = () => toClientFormData(values);
        update.mutate({ params: { path: { id: target.clientId } }, body, bodySerializer }, done);
      }
    },
  };
}
