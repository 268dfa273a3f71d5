import { errorMessage } from '@gym/api-client';
import type { LifterData } from '@gym/judge-core';
import { Box, Card, Inline, NumberField, Select, Stack, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { LIFT_NAMES } from './judge-texts.ts';

type Lift = 'S' | 'B' | 'D';
const LIFTS: {
  lift: Lift;
  weights: 'squatKg' | 'benchKg' | 'deadliftKg';
  statuses: 'squatStatus' | 'benchStatus' | 'deadliftStatus';
}[] = [
  { lift: 'S', weights: 'squatKg', statuses: 'squatStatus' },
  { lift: 'B', weights: 'benchKg', statuses: 'benchStatus' },
  { lift: 'D', weights: 'deadliftKg', statuses: 'deadliftStatus' },
];

const TEXT = defineMessages({
  pending: { defaultMessage: 'Pending', description: 'An attempt the jury has not decided' },
  goodLift: { defaultMessage: 'Good lift' },
  noLift: { defaultMessage: 'No lift' },
  notSaved: { defaultMessage: 'The attempt was not saved.', description: 'Toast' },
  title: { defaultMessage: 'Attempts of {lifter}', description: 'The judge table: the lifter up’s attempts' },
  theLifterUp: { defaultMessage: 'the lifter up', description: 'Attempts of …, when the lifter has no name' },
  hint: { defaultMessage: "A new weight or a jury's result is saved as soon as it is changed." },
  weight: { defaultMessage: '{lift} {attempt} weight (kg)', description: 'e.g. “Squat 2 weight (kg)”' },
  result: { defaultMessage: '{lift} {attempt} result', description: 'e.g. “Squat 2 result”' },
});
const RESULTS = [
  { id: '0', label: TEXT.pending },
  { id: '1', label: TEXT.goodLift },
  { id: '-1', label: TEXT.noLift },
];

/**
 * The lifter up's attempts as the meet goes on: a changed declaration (weight) or a jury's result
 * is sent for that attempt alone, keeping every other result.
 */
export function AttemptsCard({ platformId, lifter }: { platformId: number; lifter: LifterData }) {
  const t = useT();
  const setAttempt = api.useMutation('put', '/api/judge/platforms/{platformId}/attempts/{lift}/{attempt}');
  const send = (lift: Lift, attempt: number, body: { weightKg?: number | null; status?: -1 | 0 | 1 }) =>
    setAttempt.mutate(
      { params: { path: { platformId, lift, attempt } }, body },
      { onError: (error) => showToast(serverText(errorMessage(error, translate(TEXT.notSaved)))) },
    );
  return (
    <Card title={t(TEXT.title, { lifter: lifter.name ?? t(TEXT.theLifterUp) })} level={2}>
      <Text tone="muted" size="small">
        {t(TEXT.hint)}
      </Text>
      <Stack>
        {LIFTS.map((row) => (
          <Inline key={row.lift} alignItems="flex-end" gap="medium">
            {[1, 2, 3].map((attempt) => (
              <Box key={attempt} flex="fill">
                <Stack gap="xsmall">
                  <NumberField
                    label={t(TEXT.weight, { lift: t(LIFT_NAMES[row.lift]), attempt })}
                    minValue={0}
                    value={lifter[row.weights][attempt - 1] ?? Number.NaN}
                    onChange={(kg) => send(row.lift, attempt, { weightKg: Number.isNaN(kg) ? null : kg })}
                  />
                  <Select
                    label={t(TEXT.result, { lift: t(LIFT_NAMES[row.lift]), attempt })}
                    options={RESULTS.map(({ id, label }) => ({ id, label: t(label) }))}
                    selectedKey={String(lifter[row.statuses][attempt - 1] ?? 0)}
                    onSelectionChange={(key) =>
                      send(row.lift, attempt, { status: Number(key) as -1 | 0 | 1 })
                    }
                  />
                </Stack>
              </Box>
            ))}
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
