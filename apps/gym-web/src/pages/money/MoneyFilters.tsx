import { Box, Button, CheckboxGroup, DatePicker, Inline } from '@gym/ui';
import type { ListChangeKind } from '../../app/url-list-state.ts';
import { MonthYearFields } from './MonthYearFields.tsx';
import type { MoneyListState } from './money-list-state.ts';
import { periodError } from './money-period.ts';
import { TRANSACTION_TYPES, type TransactionType } from './money-rules.ts';

const TYPE_OPTIONS = TRANSACTION_TYPES.map(({ value, label }) => ({ value, label }));

export interface MoneyFiltersProps {
  state: MoneyListState;
  tags: readonly string[];
  onChange: (change: Partial<MoneyListState>, kind?: ListChangeKind) => void;
}

/** The money list's filters: month and year (which set the dates), from and to, types and tags. */
export function MoneyFilters({ state, tags, onChange }: MoneyFiltersProps) {
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
        <DatePicker label="From" value={state.from} onChange={(from) => onChange({ from }, 'typing')} />
        <DatePicker
          label="To"
          value={state.to}
          onChange={(to) => onChange({ to }, 'typing')}
          errorMessage={periodError(state.from, state.to)}
        />
      </Box>
      <CheckboxGroup
        label="Transaction Type"
        options={TYPE_OPTIONS}
        value={state.types}
        onChange={(types) => onChange({ types: types as TransactionType[] })}
      />
      {tags.length > 0 ? (
        <CheckboxGroup
          label="Tags"
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
            Clear filters
          </Button>
        </Inline>
      ) : null}
    </Box>
  );
}
