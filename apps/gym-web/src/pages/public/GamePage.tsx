import { Badge, Button, Heading, Inline, ProgressBar, Stack, Text } from '@gym/ui';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { ATTEMPTS, barPosition, GOOD_ZONE, isGoodLift } from './game-rules.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Lift Off', description: 'The hidden game’s name (a weightlifting game)' },
  rules: {
    defaultMessage:
      'Press Lift when the bar is between {from} and {to}. Three attempts; two good lifts make a good day.',
    description: 'The hidden game’s rules; Lift is the button',
  },
  barHeight: { defaultMessage: 'Bar height', description: 'The game: the moving bar’s meter' },
  barAt: { defaultMessage: 'Bar at {position}', description: 'The game: the bar’s height now' },
  goodLift: {
    defaultMessage: 'Attempt {attempt}: Good Lift',
    description: 'The game: an attempt’s result (as a referee says it)',
  },
  noLift: {
    defaultMessage: 'Attempt {attempt}: No Lift',
    description: 'The game: an attempt’s result (as a referee says it)',
  },
  goodDay: {
    defaultMessage: 'Good day: {good} of {attempts}!',
    description: 'The game: at the end, two or more good lifts',
  },
  tryAgain: {
    defaultMessage: '{good} of {attempts}. Try again!',
    description: 'The game: at the end, fewer than two good lifts',
  },
  playAgain: { defaultMessage: 'Play again', description: 'The game: start over' },
  lift: { defaultMessage: 'Lift', description: 'The game: the button that lifts the bar' },
});

/** The hidden game behind five presses on 'Get Started'. */
export default function GamePage() {
  const t = useT();
  const [results, setResults] = useState<boolean[]>([]);
  const [position, setPosition] = useState(0);
  const started = useRef(performance.now());
  const finished = results.length >= ATTEMPTS;

  useEffect(() => {
    if (finished) return;
    let frame = requestAnimationFrame(function tick(now) {
      setPosition(barPosition(now - started.current));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [finished]);

  const lift = () => setResults((previous) => [...previous, isGoodLift(position)]);
  const good = results.filter(Boolean).length;
  return (
    <Stack gap="large" alignItems="flex-start">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <Text>{t(TEXT.rules, { from: GOOD_ZONE.from, to: GOOD_ZONE.to })}</Text>
      <ProgressBar label={t(TEXT.barHeight)} value={position} />
      <Text tone="muted" size="small">
        {t(TEXT.barAt, { position })}
      </Text>
      <Inline>
        {results.map((result, attempt) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts are only ever appended; the number is the identity
          <Badge key={`attempt-${attempt + 1}`} tone={result ? 'success' : 'critical'}>
            {t(result ? TEXT.goodLift : TEXT.noLift, { attempt: attempt + 1 })}
          </Badge>
        ))}
      </Inline>
      <div aria-live="polite">
        {finished ? (
          <Text weight="bold">
            {t(good >= 2 ? TEXT.goodDay : TEXT.tryAgain, { good, attempts: ATTEMPTS })}
          </Text>
        ) : null}
      </div>
      {finished ? (
        <Button
          onPress={() => {
            started.current = performance.now();
            setResults([]);
          }}
        >
          {t(TEXT.playAgain)}
        </Button>
      ) : (
        <Button size="large" onPress={lift}>
          {t(TEXT.lift)}
        </Button>
      )}
    </Stack>
  );
}
