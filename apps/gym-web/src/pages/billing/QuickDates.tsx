import { Button, Inline } from '@gym/ui';

export interface QuickDate {
  label: string;
  date: string | null;
}

/** A row of small buttons that each set a date field; one without a date is unavailable. */
export function QuickDates({
  dates,
  onPick,
}: {
  dates: readonly QuickDate[];
  onPick: (date: string) => void;
}) {
  return (
    <Inline gap="xsmall">
      {dates.map(({ label: text, date }) => (
        <Button
          key={text}
          size="small"
          variant="secondary"
          isDisabled={date === null}
          onPress={() => {
            if (date) onPick(date);
          }}
        >
          {text}
        </Button>
      ))}
    </Inline>
  );
}
