import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { type MoneyFormValues, toMoneyFlowRequest } from './money-rules.ts';
import { useGymId } from './useGymId.ts';

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
  const outcome = (success: string, failure: string) => ({
    onSuccess: () => {
      showToast(success, 'success');
      goBack(ROUTES.money.to());
    },
    onError: (error: unknown) => showToast(errorMessage(error, failure)),
  });
  return {
    isSaving: create.isPending || update.isPending,
    save(values: MoneyFormValues, id?: number) {
      const body = toMoneyFlowRequest(values, gymId);
      if (id === undefined) {
        create.mutate({ body }, outcome('Money Flow added successfully!', 'Failed to add money flow.'));
      } else {
        update.mutate(
          { params: { path: { id } }, body },
          outcome('Money Flow updated successfully!', 'Failed to update money flow.'),
        );
      }
    },
  };
}
