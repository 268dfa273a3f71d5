import { type components, errorMessage } from '@gym/api-client';
import { Box, Button, Card, Heading, SegmentedControl, Stack, showToast, Text, TextField } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';

const POSITIONS = [
  { value: '1', label: '1 Left' },
  { value: '2', label: '2 Head' },
  { value: '3', label: '3 Right' },
];
const CARDS = [
  { value: 'none', label: 'No card' },
  { value: '1', label: 'Red' },
  { value: '2', label: 'Blue' },
  { value: '3', label: 'Yellow' },
];

interface Seat {
  referee: 1 | 2 | 3;
  code: string;
}

/** A referee's phone: sign in to the platform with its code, then Good Lift or No Lift. */
export default function JudgeRefereePage() {
  const platformId = Number(useParams().platformId);
  const [seat, setSeat] = useState<Seat | null>(null);
  return (
    <Box as="main" padding="large" display="flex" justifyContent="center">
      <Box maxWidth="form" width="full">
        {seat ? (
          <Deciding platformId={platformId} seat={seat} />
        ) : (
          <TakeSeat platformId={platformId} onSeat={setSeat} />
        )}
      </Box>
    </Box>
  );
}

function TakeSeat({ platformId, onSeat }: { platformId: number; onSeat: (seat: Seat) => void }) {
  const [referee, setReferee] = useState('1');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSeat({ referee: Number(referee) as Seat['referee'], code: code.trim() });
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>Referee, platform {platformId}</Heading>
          <SegmentedControl label="Your seat" options={POSITIONS} value={referee} onChange={setReferee} />
          <TextField label="Referee code" autoComplete="off" value={code} onChange={setCode} requiredMark />
          <Button type="submit" size="large" fullWidth>
            Start judging
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

type RefereeView = components['schemas']['JudgeRefereeView'];

function Deciding({ platformId, seat }: { platformId: number; seat: Seat }) {
  const view = api.useQuery(
    'get',
    '/api/judge/platforms/{platformId}/referee-view',
    { params: { path: { platformId } }, headers: { 'X-Referee-Code': seat.code } },
    { refetchInterval: 1_000 },
  );
  return (
    <Stack>
      <Heading level={1}>
        Referee {seat.referee}, platform {platformId}
      </Heading>
      <QueryState
        query={view}
        loadingLabel="Loading the platform"
        failureMessage="Cannot reach the platform."
      >
        {(state) => (
          // Decisions belong to no cache group, so the view is asked again at once rather than in a second.
          <DecisionPad platformId={platformId} seat={seat} state={state} onDecided={() => view.refetch()} />
        )}
      </QueryState>
    </Stack>
  );
}

/** The attempt up and the two decisions, while this referee may still decide. */
function DecisionPad({
  platformId,
  seat,
  state,
  onDecided,
}: {
  platformId: number;
  seat: Seat;
  state: RefereeView;
  onDecided: () => void;
}) {
  const decide = api.useMutation('post', '/api/judge/platforms/{platformId}/decisions');
  const [card, setCard] = useState('none');
  const send = (decision: 'good' | 'no lift') =>
    decide.mutate(
      {
        params: { path: { platformId } },
        headers: { 'X-Referee-Code': seat.code },
        body: {
          referee: seat.referee,
          decision,
          reasonCard: decision === 'good' || card === 'none' ? null : (Number(card) as 1 | 2 | 3),
        },
      },
      {
        onSuccess: () => {
          setCard('none');
          onDecided();
        },
        onError: (error) => showToast(errorMessage(error, 'The decision was not sent.')),
      },
    );
  const decided = state.refereesDecided[String(seat.referee) as '1' | '2' | '3'];
  const canDecide = state.attempt !== null && !decided && !state.lightsShown;
  return (
    <>
      <Card>
        {state.attempt ? (
          <Stack gap="xsmall">
            <Text weight="bold" size="large">
              {state.lifterName ?? 'Lifter'}
            </Text>
            <Text>
              {state.lift} attempt {state.attempt}: {state.weightKg ?? '-'} kg
            </Text>
          </Stack>
        ) : (
          <Text tone="muted">Waiting for the next attempt...</Text>
        )}
        <Text tone="muted" size="small" as="div">
          <span aria-live="polite">
            {state.lightsShown
              ? 'Lights are showing.'
              : decided
                ? 'Your decision is in. Waiting for the others...'
                : ''}
          </span>
        </Text>
      </Card>
      <Button variant="success" size="large" fullWidth isDisabled={!canDecide} onPress={() => send('good')}>
        Good Lift
      </Button>
      <SegmentedControl
        label="Reason card (with No Lift)"
        options={CARDS}
        value={card}
        onChange={setCard}
        isDisabled={!canDecide}
      />
      <Button
        variant="critical"
        size="large"
        fullWidth
        isDisabled={!canDecide}
        onPress={() => send('no lift')}
      >
        No Lift
      </Button>
    </>
  );
}
