import { type components, validationMessages } from '@gym/api-client';
import { Button, Card, Inline, NumberField, Stack, Switch, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';

type StopOnOwe = components['schemas']['StopOnOwe'];
const messages = validationMessages.StopOnOwe;

const TEXT = defineMessages({
  title: {
    defaultMessage: 'Stop on owe',
    description: 'Dues page: the card of the door’s refusal of members who owe',
  },
  loading: { defaultMessage: 'Loading the stop on owe', description: 'Screen reader: while loading' },
  saved: { defaultMessage: 'Stop on owe saved.', description: 'Toast after saving the stop on owe' },
  unknown: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  failed: {
    defaultMessage: 'Failed to save the stop on owe: {reason}',
    description: 'Toast when the stop on owe was not saved',
  },
  explain: {
    defaultMessage:
      'The door refuses a member who owes more than the amount on invoices that started more than the days ago. Their client page says so.',
    description: 'Dues page: what the stop on owe does',
  },
  switch: {
    defaultMessage: 'Refuse the door to members who owe',
    description: 'Dues page: the stop on owe’s switch',
  },
  amount: { defaultMessage: 'Amount', description: 'Stop on owe: the amount owed that closes the door' },
  days: { defaultMessage: 'Days', description: 'Stop on owe: how old the owed invoices are' },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it works' },
  save: { defaultMessage: 'Save', description: 'A form’s button' },
});

/**
 * The gym's stop on owe (decision 0040): the door refuses a member who owes more than the amount on
 * invoices older than the days. Off until switched on; saved as a whole with Save.
 */
export function StopOnOweCard({ gymId }: { gymId: number }) {
  const t = useT();
  const saved = api.useQuery('get', '/api/dues/gyms/{gymId}/stop-on-owe', { params: { path: { gymId } } });
  return (
    <Card title={t(TEXT.title)} level={2}>
      <QueryState query={saved} loadingLabel={t(TEXT.loading)} loadingLines={3}>
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
  if (!Number.isFinite(amount)) return { field: 'amount', text: serverText(messages.amount.required) };
  if (!Number.isFinite(days)) return { field: 'days', text: serverText(messages.days.required) };
  return null;
}

function StopOnOweForm({ gymId, saved }: { gymId: number; saved: StopOnOwe }) {
  const t = useT();
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
          showToast(translate(TEXT.saved), 'success', 'stop-on-owe');
        },
        onError: (error) =>
          toastRefusal('stop-on-owe', error, translate(TEXT.unknown), '', (reason) =>
            translate(TEXT.failed, { reason: serverText(reason) }),
          ),
      },
    );
  };
  return (
    <Stack gap="medium">
      <Text tone="muted">{t(TEXT.explain)}</Text>
      <Switch
        isSelected={values.enabled}
        onChange={(enabled) => set({ enabled })}
        isDisabled={update.isPending}
      >
        {t(TEXT.switch)}
      </Switch>
      {values.enabled ? (
        <Inline gap="medium" alignItems="flex-start">
          <NumberField
            label={t(TEXT.amount)}
            prefix={currency}
            minValue={0}
            value={values.amount}
            onChange={(amount) => set({ amount })}
            isDisabled={update.isPending}
            {...(problem?.field === 'amount' ? { errorMessage: problem.text } : {})}
          />
          <NumberField
            label={t(TEXT.days)}
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
        <Button isPending={update.isPending} pendingLabel={t(TEXT.saving)} onPress={save}>
          {t(TEXT.save)}
        </Button>
      </Inline>
    </Stack>
  );
}
