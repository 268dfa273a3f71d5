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
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { JUDGE_TEXTS, LIFT_NAMES } from './judge-texts.ts';

type Lift = 'S' | 'B' | 'D';
const LIFTS: Lift[] = ['S', 'B', 'D'];

const TEXT = defineMessages({
  weightNeeded: {
    defaultMessage: 'Enter the weight of at least one {lift} attempt.',
    description: 'The judge table: no weight for the lift up; {lift} is Squat, Bench or Deadlift',
  },
  up: { defaultMessage: 'Lifter is up', description: 'Toast after Put lifter up' },
  notSet: { defaultMessage: 'The lifter was not set.', description: 'Toast' },
  title: { defaultMessage: 'Next lifter', description: 'The judge table: the form of the next lifter' },
  name: { defaultMessage: 'Name', description: 'The lifter’s name' },
  countryCode: { defaultMessage: 'Country code' },
  age: { defaultMessage: 'Age' },
  bodyweight: { defaultMessage: 'Bodyweight (kg)' },
  divisions: { defaultMessage: 'Divisions', description: 'A lifter’s competition divisions' },
  separateWithCommas: { defaultMessage: 'Separate several with commas.' },
  lift: { defaultMessage: 'Lift', description: 'Which lift the lifter is up for' },
  attemptWeight: { defaultMessage: '{lift} {attempt} (kg)', description: 'e.g. “Squat 2 (kg)”' },
  sending: { defaultMessage: 'Sending...' },
  putUp: { defaultMessage: 'Put lifter up' },
});
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
  return {
    ...(name.trim() ? {} : { name: translate(JUDGE_TEXTS.nameRequired) }),
    ...(weights[lift].some((kg) => kg !== null)
      ? {}
      : { weights: translate(TEXT.weightNeeded, { lift: translate(LIFT_NAMES[lift]) }) }),
  };
}

/** The table operator's form that puts the next lifter and lift up, with the attempts' weights. */
export function NextLifterForm({ platformId }: { platformId: number }) {
  const t = useT();
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
          showToast(translate(TEXT.up), 'success', LIFTER_FORM);
        },
        onError: (error) => toastRefusal(LIFTER_FORM, error, translate(TEXT.notSet), '', serverText),
      },
    );
  };

  return (
    <Card title={t(TEXT.title)} level={2}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <TextField
              label={t(TEXT.name)}
              requiredMark
              value={name}
              onChange={setName}
              errorMessage={problems.name}
            />
            <TextField label={t(TEXT.countryCode)} value={countryCode} onChange={setCountryCode} />
            <NumberField label={t(TEXT.age)} minValue={0} value={age} onChange={setAge} />
            <NumberField
              label={t(TEXT.bodyweight)}
              minValue={0}
              value={bodyweightKg}
              onChange={setBodyweight}
            />
            <TextField
              label={t(TEXT.divisions)}
              description={t(TEXT.separateWithCommas)}
              value={divisions}
              onChange={setDivisions}
            />
            <SegmentedControl
              label={t(TEXT.lift)}
              options={LIFTS.map((value) => ({ value, label: t(LIFT_NAMES[value]) }))}
              value={lift}
              onChange={(next) => setLift(next as Lift)}
            />
          </Box>
          {LIFTS.map((row) => (
            <Inline key={row} alignItems="flex-end">
              {[0, 1, 2].map((attempt) => (
                <Box key={attempt} flex="fill">
                  <NumberField
                    label={t(TEXT.attemptWeight, { lift: t(LIFT_NAMES[row]), attempt: attempt + 1 })}
                    minValue={0}
                    // The message goes under the first box of the lift up.
                    errorMessage={row === lift && attempt === 0 ? problems.weights : undefined}
                    value={weights[row][attempt] ?? Number.NaN}
                    onChange={(kg) =>
                      setWeights({
                        ...weights,
                        [row]: weights[row].map((old, at) => (at === attempt ? orNull(kg) : old)),
                      })
                    }
                  />
                </Box>
              ))}
            </Inline>
          ))}
          <Inline>
            <Button type="submit" isPending={setCurrent.isPending} pendingLabel={t(TEXT.sending)}>
              {t(TEXT.putUp)}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
