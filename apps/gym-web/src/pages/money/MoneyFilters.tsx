import { Box, Button, CheckboxGroup, DatePicker, Inline, NumberField, Select } from '@gym/ui';
import type { MoneyListState } from './money-list-state.ts';
import { MONTHS, TRANSACTION_TYPES, type TransactionType, YEAR_RANGE } from './money-rules.ts';

const NO_MONTH = 0;
const MONTH_OPTIONS = [
  { id: NO_MONTH, label: 'Any month' },
  ...MONTHS.map((name, index) => ({ id: index + 1, label: name })),
];
const TYPE_OPTIONS = TRANSACTION_TYPES.map(({ value, label }) => ({ value, label }));

export interface MoneyFiltersProps {
  state: MoneyListState;
  tags: readonly string[];
  onChange: (change: Partial<MoneyListState>) => void;
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
        <Select
          label="Month"
          options={MONTH_OPTIONS}
          selectedKey={state.month ?? NO_MONTH}
          onSelectionChange={(key) => onChange({ month: Number(key) === NO_MONTH ? null : Number(key) })}
        />
        <NumberField
          label="Year"
          minValue={YEAR_RANGE.min}
          maxValue={YEAR_RANGE.max}
          formatOptions={{ useGrouping: false }}
          value={state.year ?? Number.NaN}
          onChange={(year) => onChange({ year: Number.isNaN(year) ? null : year })}
        />
        <DatePicker label="From" value={state.from} onChange={(from) => onChange({ from })} />
        <DatePicker label="To" value={state.to} onChange={(to) => onChange({ to })} />
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
