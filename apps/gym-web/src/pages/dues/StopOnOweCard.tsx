import { type components, validationMessages } from '@gym/api-client';
import { Button, Card, Inline, NumberField, Stack, Switch, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';

type StopOnOwe = components['schemas']['StopOnOwe'];
const messages = validationMessages.StopOnOwe;

/**
 * The gym's stop on owe (decision 0040): the door refuses a member who owes more than the amount on
 * invoices older than the days. Off until switched on; saved as a whole with Save.
 */
export function StopOnOweCard({ gymId }: { gymId: number }) {
  const saved = api.useQuery('get', '/api/dues/gyms/{gymId}/stop-on-owe', { params: { path: { gymId } } });
  return (
    <Card title="Stop on owe" level={2}>
      <QueryState query={saved} loadingLabel="Loading the stop on owe" loadingLines={3}>
        {(setting) => <StopOnOweForm key={gymId} gymId={gymId} saved={setting} />}
      </QueryState>
    </Card>
  );
}

/**
 * A field left empty, with the contract's sentence; null when it can be sent. The bounds are the
 * server's to check: its refusal names the field and says them.
 */
export function stopOnOweProblem({
  enabled,
  amount,
  days,
}: StopOnOwe): { field: 'amount' | 'days'; text: string } | null {
  if (!enabled) return null;
  if (!Number.isFinite(amount)) return { field: 'amount', text: messages.amount.required };
  if (!Number.isFinite(days)) return { field: 'days', text: messages.days.required };
  return null;
}

function StopOnOweForm({ gymId, saved }: { gymId: number; saved: StopOnOwe }) {
  const { currency } = useGymFormat();
  const [values, setValues] = useState(saved);
  const [problem, setProblem] = useState<ReturnType<typeof stopOnOweProblem>>(null);
  const update = api.useMutation('put', '/api/dues/gyms/{gymId}/stop-on-owe');
  const set = (change: Partial<StopOnOwe>) => {
    setValues((current) => ({ ...current, ...change }));
    setProblem(null);
  };
  const save = () => {
    const found = stopOnOweProblem(values);
    setProblem(found);
    if (found) return;
    update.mutate(
      { params: { path: { gymId } }, body: values },
      {
        onSuccess: (answer) => {
          setValues(answer);
          showToast('Stop on owe saved.', 'success', 'stop-on-owe');
        },
        onError: (error) =>
          toastRefusal('stop-on-owe', error, 'Unknown error', 'Failed to save the stop on owe: '),
      },
    );
  };
  return (
    <Stack gap="medium">
      <Text tone="muted">
        The door refuses a member who owes more than the amount on invoices that started more than the days
        ago. Their client page says so.
      </Text>
      <Switch
        isSelected={values.enabled}
        onChange={(enabled) => set({ enabled })}
        isDisabled={update.isPending}
      >
        Refuse the door to members who owe
      </Switch>
      {values.enabled ? (
        <Inline gap="medium" alignItems="flex-start">
          <NumberField
            label="Amount"
            prefix={currency}
            minValue={0}
            value={values.amount}
            onChange={(amount) => set({ amount })}
            isDisabled={update.isPending}
            {...(problem?.field === 'amount' ? { errorMessage: problem.text } : {})}
          />
          <NumberField
            label="Days"
            minValue={0}
            maxValue={3650}
            value={values.days}
            onChange={(days) => set({ days })}
            isDisabled={update.isPending}
            {...(problem?.field === 'days' ? { errorMessage: problem.text } : {})}
          />
        </Inline>
      ) : null}
      <Inline>
        <Button isPending={update.isPending} pendingLabel="Saving..." onPress={save}>
          Save
        </Button>
      </Inline>
    </Stack>
  );
}
