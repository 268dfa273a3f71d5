import { ApiRequestError, type components, errorMessage } from '@gym/api-client';
import { Box, Button, Card, Heading, SegmentedControl, Stack, showToast, Text, TextField } from '@gym/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { api, queryClient } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { useParams } from '../../routes/navigation.tsx';
import { JUDGE_TEXTS, LIFT_NAMES } from './judge-texts.ts';

const TEXT = defineMessages({
  left: { defaultMessage: '1 Left', description: 'The referee seat on the left' },
  head: { defaultMessage: '2 Head', description: 'The head referee’s seat' },
  right: { defaultMessage: '3 Right', description: 'The referee seat on the right' },
  noCard: { defaultMessage: 'No card', description: 'A No Lift without a reason card' },
  red: { defaultMessage: 'Red', description: 'The red reason card' },
  blue: { defaultMessage: 'Blue', description: 'The blue reason card' },
  yellow: { defaultMessage: 'Yellow', description: 'The yellow reason card' },
  signIn: { defaultMessage: 'Referee sign-in', description: 'The referee page’s heading before the code' },
  seat: { defaultMessage: 'Your seat' },
  code: { defaultMessage: 'Referee code' },
  codeMissing: { defaultMessage: 'Enter the referee code of this platform.' },
  start: { defaultMessage: 'Start judging' },
  referee: { defaultMessage: 'Referee {seat}', description: 'The referee page’s heading' },
  refereeOnPlatform: {
    defaultMessage: 'Referee {seat}, platform {platform}',
    description: 'The referee page’s heading',
  },
  unreachable: { defaultMessage: 'Cannot reach the platform.' },
  notSent: { defaultMessage: 'The decision was not sent.', description: 'Toast' },
  lifter: { defaultMessage: 'Lifter', description: 'A lifter with no name' },
  attempt: {
    defaultMessage: '{lift} attempt {attempt}: {weight} kg',
    description: 'The attempt up, e.g. “Squat attempt 2: 180 kg”',
  },
  waitingAttempt: { defaultMessage: 'Waiting for the next attempt...' },
  lightsShowing: { defaultMessage: 'Lights are showing.' },
  decisionIn: { defaultMessage: 'Your decision is in. Waiting for the others...' },
  goodLift: { defaultMessage: 'Good Lift', description: 'The referee’s white-light button' },
  reasonCard: { defaultMessage: 'Reason card (with No Lift)' },
  noLift: { defaultMessage: 'No Lift', description: 'The referee’s red-light button' },
});

const POSITIONS = [
  { value: '1', label: TEXT.left },
  { value: '2', label: TEXT.head },
  { value: '3', label: TEXT.right },
];
const CARDS = [
  { value: 'none', label: TEXT.noCard },
  { value: '1', label: TEXT.red },
  { value: '2', label: TEXT.blue },
  { value: '3', label: TEXT.yellow },
];

interface Seat {
  referee: 1 | 2 | 3;
  code: string;
}

const DEVICE_KEY = 'gym.judge.refereeDevice';
let memoryDevice: string | undefined;

/**
 * This browser's referee device id, kept in local storage: the server counts wrong codes per device,
 * so a referee who mistypes locks out only their own phone.
 */
function refereeDevice(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    memoryDevice ??= crypto.randomUUID();
    return memoryDevice;
  }
}

const codeHeaders = (seat: Seat) => ({ 'X-Referee-Code': seat.code, 'X-Referee-Device': refereeDevice() });
const viewRequest = (platformId: number, seat: Seat) => ({
  params: { path: { platformId } },
  headers: codeHeaders(seat),
});

/** The server's refusal of the code (wrong, locked phone, no such platform), or undefined for any other failure. */
function codeRefusal(error: unknown): string | undefined {
  const failure = error instanceof ApiRequestError ? error.error : undefined;
  return failure?.kind === 'HTTP_ERROR' && [401, 404, 429].includes(failure.status)
    ? serverText(failure.message)
    : undefined;
}

/** A referee's phone: sign in to the platform with its code, then Good Lift or No Lift. */
export default function JudgeRefereePage() {
  const platformId = Number(useParams().platformId);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [refusal, setRefusal] = useState<string>();
  // A refused code stops the polling at once and gives the code field back with the server's reason.
  const refuse = (refused: Seat, message: string) => {
    queryClient.removeQueries({
      queryKey: api.queryOptions(
        'get',
        '/api/judge/platforms/{platformId}/referee-view',
        viewRequest(platformId, refused),
      ).queryKey,
    });
    setSeat(null);
    setRefusal(message);
  };
  return (
    <Box as="main" padding="large" display="flex" justifyContent="center">
      <Box maxWidth="form" width="full">
        {seat ? (
          <Deciding platformId={platformId} seat={seat} onRefused={(message) => refuse(seat, message)} />
        ) : (
          <TakeSeat
            refusal={refusal}
            onSeat={(next) => {
              setRefusal(undefined);
              setSeat(next);
            }}
          />
        )}
      </Box>
    </Box>
  );
}

function TakeSeat({ refusal, onSeat }: { refusal: string | undefined; onSeat: (seat: Seat) => void }) {
  const t = useT();
  const [referee, setReferee] = useState('1');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) onSeat({ referee: Number(referee) as Seat['referee'], code: code.trim() });
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Stack>
          {/* The platform's number and meet come with the code: the address holds only its public id. */}
          <Heading level={1}>{t(TEXT.signIn)}</Heading>
          <SegmentedControl
            label={t(TEXT.seat)}
            options={POSITIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={referee}
            onChange={setReferee}
          />
          <TextField
            label={t(TEXT.code)}
            autoComplete="off"
            value={code}
            onChange={(next) => {
              setCode(next);
              setMissing(false);
            }}
            requiredMark
            autoFocus={refusal !== undefined}
            errorMessage={missing ? t(TEXT.codeMissing) : refusal}
          />
          <Button type="submit" size="large" fullWidth>
            {t(TEXT.start)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

type RefereeView = components['schemas']['JudgeRefereeView'];

function Deciding({
  platformId,
  seat,
  onRefused,
}: {
  platformId: number;
  seat: Seat;
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const view = api.useQuery(
    'get',
    '/api/judge/platforms/{platformId}/referee-view',
    viewRequest(platformId, seat),
    {
      // Polls while the code is good; a refused code is never sent again by itself.
      refetchInterval: (query) => (codeRefusal(query.state.error) ? false : 1_000),
      retry: (_count, error) => !codeRefusal(error),
    },
  );
  const refusal = codeRefusal(view.error);
  useEffect(() => {
    if (refusal) onRefused(refusal);
  }, [refusal, onRefused]);
  return (
    <Stack>
      <Stack gap="xsmall">
        <Heading level={1}>
          {view.data
            ? t(TEXT.refereeOnPlatform, { seat: seat.referee, platform: view.data.platformNumber })
            : t(TEXT.referee, { seat: seat.referee })}
        </Heading>
        {view.data ? <Text tone="muted">{view.data.meetName}</Text> : null}
      </Stack>
      <QueryState
        query={view}
        loadingLabel={t(JUDGE_TEXTS.loadingPlatform)}
        failureMessage={t(TEXT.unreachable)}
      >
        {(state) => (
          // Decisions belong to no cache group, so the view is asked again at once rather than in a second.
          <DecisionPad
            platformId={platformId}
            seat={seat}
            state={state}
            onDecided={() => view.refetch()}
            onRefused={onRefused}
          />
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
  onRefused,
}: {
  platformId: number;
  seat: Seat;
  state: RefereeView;
  onDecided: () => void;
  onRefused: (message: string) => void;
}) {
  const t = useT();
  const decide = api.useMutation('post', '/api/judge/platforms/{platformId}/decisions');
  const [card, setCard] = useState('none');
  const send = (decision: 'good' | 'no lift') =>
    decide.mutate(
      {
        params: { path: { platformId } },
        headers: codeHeaders(seat),
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
        onError: (error) => {
          const refusal = codeRefusal(error);
          if (refusal) onRefused(refusal);
          else showToast(serverText(errorMessage(error, translate(TEXT.notSent))));
        },
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
              {state.lifterName ?? t(TEXT.lifter)}
            </Text>
            <Text>
              {t(TEXT.attempt, {
                lift:
                  state.lift in LIFT_NAMES
                    ? t(LIFT_NAMES[state.lift as keyof typeof LIFT_NAMES])
                    : state.lift,
                attempt: state.attempt,
                weight: state.weightKg ?? '-',
              })}
            </Text>
          </Stack>
        ) : (
          <Text tone="muted">{t(TEXT.waitingAttempt)}</Text>
        )}
        <Text tone="muted" size="small" as="div">
          <span aria-live="polite">
            {state.lightsShown ? t(TEXT.lightsShowing) : decided ? t(TEXT.decisionIn) : ''}
          </span>
        </Text>
      </Card>
      <Button variant="success" size="large" fullWidth isDisabled={!canDecide} onPress={() => send('good')}>
        {t(TEXT.goodLift)}
      </Button>
      <SegmentedControl
        label={t(TEXT.reasonCard)}
        options={CARDS.map(({ value, label }) => ({ value, label: t(label) }))}
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
        {t(TEXT.noLift)}
      </Button>
    </>
  );
}
