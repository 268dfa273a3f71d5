import { Badge, Button, Heading, Inline, ProgressBar, Stack, Text } from '@gym/ui';
import { useEffect, useRef, useState } from 'react';
import { ATTEMPTS, barPosition, GOOD_ZONE, isGoodLift } from './game-rules.ts';

/** The hidden game behind five presses on 'Get Started'. */
export default function GamePage() {
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
      <Heading level={1}>Lift Off</Heading>
      <Text>
        Press Lift when the bar is between {GOOD_ZONE.from} and {GOOD_ZONE.to}. Three attempts; two good lifts
        make a good day.
      </Text>
      <ProgressBar label="Bar height" value={position} />
      <Text tone="muted" size="small">
        Bar at {position}
      </Text>
      <Inline>
        {results.map((result, attempt) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts are only ever appended; the number is the identity
          <Badge key={`attempt-${attempt + 1}`} tone={result ? 'success' : 'critical'}>
            Attempt {attempt + 1}: {result ? 'Good Lift' : 'No Lift'}
          </Badge>
        ))}
      </Inline>
      <div aria-live="polite">
        {finished ? (
          <Text weight="bold">{good >= 2 ? `Good day: ${good} of 3!` : `${good} of 3. Try again!`}</Text>
        ) : null}
      </div>
      {finished ? (
        <Button
          onPress={() => {
            started.current = performance.now();
            setResults([]);
          }}
        >
          Play again
        </Button>
      ) : (
        <Button size="large" onPress={lift}>
          Lift
        </Button>
      )}
    </Stack>
  );
}
