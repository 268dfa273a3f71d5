import {
  Box,
  Button,
  Card,
  Inline,
  NumberField,
  SegmentedControl,
  Stack,
  showToast,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';

type Lift = 'S' | 'B' | 'D';
const LIFTS = [
  { value: 'S', label: 'Squat' },
  { value: 'B', label: 'Bench' },
  { value: 'D', label: 'Deadlift' },
];
/** The form's toast topic: 'Lifter is up' closes a refusal still showing. */
const LIFTER_FORM = 'lifter-form';
const noWeights = (): (number | null)[] => [null, null, null];

interface NextLifter {
  lift: Lift;
  name: string;
  age: number;
  countryCode: string;
  divisions: string;
  bodyweightKg: number;
  weights: Record<Lift, (number | null)[]>;
}

interface Problems {
  name?: string;
  weights?: string;
}

/** What keeps the form from putting the lifter up: a name, and a weight for the lift up. */
function problemsOf(name: string, lift: Lift, weights: Record<Lift, (number | null)[]>): Problems {
  const liftName = LIFTS.find((row) => row.value === lift)?.label ?? lift;
  return {
    ...(name.trim() ? {} : { name: 'Name is required.' }),
    ...(weights[lift].some((kg) => kg !== null)
      ? {}
      : { weights: `Enter the weight of at least one ${liftName} attempt.` }),
  };
}

/** The table operator's form that puts the next lifter and lift up, with the attempts' weights. */
export function NextLifterForm({ platformId }: { platformId: number }) {
  const setCurrent = api.useMutation('put', '/api/judge/platforms/{platformId}/current');
  // The lifter typed and not yet put up: leaving the table asks first (decision 0033).
  const { values, setValues, handOver } = useGuardedValues<NextLifter>({
    lift: 'S',
    name: '',
    age: Number.NaN,
    countryCode: '',
    divisions: '',
    bodyweightKg: Number.NaN,
    weights: { S: noWeights(), B: noWeights(), D: noWeights() },
  });
  const { lift, name, age, countryCode, divisions, bodyweightKg, weights } = values;
  const set =
    <Key extends keyof NextLifter>(key: Key) =>
    (value: NextLifter[Key]) =>
      setValues((previous) => ({ ...previous, [key]: value }));
  const setLift = set('lift');
  const setName = set('name');
  const setAge = set('age');
  const setCountryCode = set('countryCode');
  const setDivisions = set('divisions');
  const setBodyweight = set('bodyweightKg');
  const setWeights = set('weights');

  const [checked, setChecked] = useState(false);
  // Shown once the operator tried to send, and gone as soon as each is fixed.
  const problems = checked ? problemsOf(name, lift, weights) : {};

  const orNull = (value: number) => (Number.isNaN(value) ? null : value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problemsOf(name, lift, weights)).length > 0) return;
    handOver();
    setCurrent.mutate(
      {
        params: { path: { platformId } },
        body: {
          lift,
          lifterData: {
            name: name.trim() || null,
            age: orNull(age),
            countryCode: countryCode.trim().toUpperCase() || null,
            divisions: divisions
              .split(',')
              .map((division) => division.trim())
              .filter(Boolean),
            bodyweightKg: orNull(bodyweightKg),
            squatKg: weights.S,
            benchKg: weights.B,
            deadliftKg: weights.D,
            squatStatus: [0, 0, 0],
            benchStatus: [0, 0, 0],
            deadliftStatus: [0, 0, 0],
          },
        },
      },
      {
        onSuccess: () => {
          setChecked(false);
          showToast('Lifter is up', 'success', LIFTER_FORM);
        },
        onError: (error) => toastRefusal(LIFTER_FORM, error, 'The lifter was not set.'),
      },
    );
  };

  return (
    <Card title="Next lifter" level={2}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField
              label="Name"
              requiredMark
              value={name}
              onChange={setName}
              errorMessage={problems.name}
            />
            <TextField label="Country code" value={countryCode} onChange={setCountryCode} />
            <NumberField label="Age" minValue={0} value={age} onChange={setAge} />
            <NumberField label="Bodyweight (kg)" minValue={0} value={bodyweightKg} onChange={setBodyweight} />
            <TextField
              label="Divisions"
              description="Separate several with commas."
              value={divisions}
              onChange={setDivisions}
            />
            <SegmentedControl
              label="Lift"
              options={LIFTS}
              value={lift}
              onChange={(next) => setLift(next as Lift)}
            />
          </Box>
          {LIFTS.map((row) => (
            <Inline key={row.value} alignItems="flex-end">
              {[0, 1, 2].map((attempt) => (
                <Box key={attempt} flex="fill">
                  <NumberField
                    label={`${row.label} ${attempt + 1} (kg)`}
                    minValue={0}
                    // The message goes under the first box of the lift up.
                    errorMessage={row.value === lift && attempt === 0 ? problems.weights : undefined}
                    value={weights[row.value as Lift][attempt] ?? Number.NaN}
                    onChange={(kg) =>
                      setWeights({
                        ...weights,
                        [row.value]: weights[row.value as Lift].map((old, at) =>
                          at === attempt ? orNull(kg) : old,
                        ),
                      })
                    }
                  />
                </Box>
              ))}
            </Inline>
          ))}
          <Inline>
            <Button type="submit" isPending={setCurrent.isPending} pendingLabel="Sending...">
              Put lifter up
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
