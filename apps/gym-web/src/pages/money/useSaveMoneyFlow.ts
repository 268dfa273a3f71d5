import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { type MoneyFormValues, toMoneyFlowRequest } from './money-rules.ts';
import { useGymId } from './useGymId.ts';

const TEXT = defineMessages({
  added: { defaultMessage: 'Money Flow added successfully!', description: 'Toast after a flow is added' },
  addFailed: { defaultMessage: 'Failed to add money flow.', description: 'Toast when adding failed' },
  updated: { defaultMessage: 'Money Flow updated successfully!', description: 'Toast after a flow is saved' },
  updateFailed: { defaultMessage: 'Failed to update money flow.', description: 'Toast when saving failed' },
});

/**
 * Adds (no id) or updates a money flow with the catalogue's messages, then goes back to the list
 * with its filters (through history; opened directly, to the list);
 * the query client refreshes the lists, tags and reports.
 */
export function useSaveMoneyFlow() {
  const gymId = useGymId();
  const goBack = useGoBack();
  const create = api.useMutation('post', '/api/moneyflows');
  const update = api.useMutation('put', '/api/moneyflows/{id}');
  const outcome = (success: Message, failure: Message) => ({
    onSuccess: () => {
      showToast(translate(success), 'success');
      goBack(ROUTES.money.to());
    },
    onError: (error: unknown) => showToast(serverText(errorMessage(error, translate(failure)))),
  });
  return {
    isSaving: create.isPending || update.isPending,
    save(values: MoneyFormValues, id?: number) {
      const body = toMoneyFlowRequest(values, gymId);
      if (id === undefined) {
        create.mutate({ body }, outcome(TEXT.added, TEXT.addFailed));
      } else {
        update.mutate({ params: { path: { id } }, body }, outcome(TEXT.updated, TEXT.updateFailed));
      }
    },
  };
}
