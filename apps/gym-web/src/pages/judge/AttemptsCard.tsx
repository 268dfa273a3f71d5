import { errorMessage } from '@gym/api-client';
import type { LifterData } from '@gym/judge-core';
import { Box, Card, Inline, NumberField, Select, Stack, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';

type Lift = 'S' | 'B' | 'D';
const LIFTS: {
  lift: Lift;
  label: string;
  weights: 'squatKg' | 'benchKg' | 'deadliftKg';
  statuses: 'squatStatus' | 'benchStatus' | 'deadliftStatus';
}[] = [
  { lift: 'S', label: 'Squat', weights: 'squatKg', statuses: 'squatStatus' },
  { lift: 'B', label: 'Bench', weights: 'benchKg', statuses: 'benchStatus' },
  { lift: 'D', label: 'Deadlift', weights: 'deadliftKg', statuses: 'deadliftStatus' },
];
const RESULTS = [
  { id: '0', label: 'Pending' },
  { id: '1', label: 'Good lift' },
  { id: '-1', label: 'No lift' },
];

/**
 * The lifter up's attempts as the meet goes on: a changed declaration (weight) or a jury's result
 * is sent for that attempt alone, keeping every other result.
 */
export function AttemptsCard({ platformId, lifter }: { platformId: number; lifter: LifterData }) {
  const setAttempt = api.useMutation('put', '/api/judge/platforms/{platformId}/attempts/{lift}/{attempt}');
  const send = (lift: Lift, attempt: number, body: { weightKg?: number | null; status?: -1 | 0 | 1 }) =>
    setAttempt.mutate(
      { params: { path: { platformId, lift, attempt } }, body },
      { onError: (error) => showToast(errorMessage(error, 'The attempt was not saved.')) },
    );
  return (
    <Card title={`Attempts of ${lifter.name ?? 'the lifter up'}`} level={2}>
      <Text tone="muted" size="small">
        A new weight or a jury's result is saved as soon as it is changed.
      </Text>
      <Stack>
        {LIFTS.map((row) => (
          <Inline key={row.lift} alignItems="flex-end" gap="medium">
            {[1, 2, 3].map((attempt) => (
              <Box key={attempt} flex="fill">
                <Stack gap="xsmall">
                  <NumberField
                    label={`${row.label} ${attempt} weight (kg)`}
                    minValue={0}
                    value={lifter[row.weights][attempt - 1] ?? Number.NaN}
                    onChange={(kg) => send(row.lift, attempt, { weightKg: Number.isNaN(kg) ? null : kg })}
                  />
                  <Select
                    label={`${row.label} ${attempt} result`}
                    options={RESULTS}
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
