import { Box, Button, CheckboxGroup, DatePicker, Inline } from '@gym/ui';
import type { ListChangeKind } from '../../app/url-list-state.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { MonthYearFields } from './MonthYearFields.tsx';
import type { MoneyListState } from './money-list-state.ts';
import { periodError } from './money-period.ts';
import { TRANSACTION_TYPES, type TransactionType } from './money-rules.ts';

const TEXT = defineMessages({
  from: { defaultMessage: 'From', description: 'Money filters: the first day' },
  to: { defaultMessage: 'To', description: 'Money filters: the last day' },
  type: { defaultMessage: 'Transaction Type', description: 'Money filters: income or expense' },
  tags: { defaultMessage: 'Tags', description: 'Money filters: the gym’s tags' },
  clear: { defaultMessage: 'Clear filters', description: 'Button' },
});

export interface MoneyFiltersProps {
  state: MoneyListState;
  tags: readonly string[];
  onChange: (change: Partial<MoneyListState>, kind?: ListChangeKind) => void;
}

/** The money list's filters: month and year (which set the dates), from and to, types and tags. */
export function MoneyFilters({ state, tags, onChange }: MoneyFiltersProps) {
  const t = useT();
  const filtered =
    state.month !== null ||
    state.year !== null ||
    state.from !== null ||
    state.to !== null ||
    state.types.length > 0 ||
    state.tags.length > 0;
  return (
    <Box display="grid" gap="medium">
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'two', desktop: 'four' }}>
        <MonthYearFields
          month={state.month}
          year={state.year}
          onMonthChange={(month) => onChange({ month })}
          onYearChange={(year) => onChange({ year })}
        />
        {/* A date can be typed digit by digit, each digit a date of its own: one history entry. */}
        <DatePicker
          label={t(TEXT.from)}
          value={state.from}
          onChange={(from) => onChange({ from }, 'typing')}
        />
        <DatePicker
          label={t(TEXT.to)}
          value={state.to}
          onChange={(to) => onChange({ to }, 'typing')}
          errorMessage={periodError(state.from, state.to)}
        />
      </Box>
      <CheckboxGroup
        label={t(TEXT.type)}
        options={TRANSACTION_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
        value={state.types}
        onChange={(types) => onChange({ types: types as TransactionType[] })}
      />
      {tags.length > 0 ? (
        <CheckboxGroup
          label={t(TEXT.tags)}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          value={state.tags}
          onChange={(picked) => onChange({ tags: picked })}
        />
      ) : null}
      {filtered ? (
        <Inline>
          <Button
            variant="quiet"
            size="small"
            onPress={() => onChange({ month: null, year: null, from: null, to: null, types: [], tags: [] })}
          >
            {t(TEXT.clear)}
          </Button>
        </Inline>
      ) : null}
    </Box>
  );
}
