import type { components } from '@gym/api-client';
import { Box, Card, EmptyState, Stack, StaticTable, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { TAG_SHARES_MESSAGE } from '../../app/tag-shares.ts';
import { COMMON } from '../../i18n/common.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { type TagTotal, tagTotals } from './tag-totals.ts';

type Summary = components['schemas']['FinancialSummary'];

const TEXT = defineMessages({
  income: { defaultMessage: 'Total Income', description: 'Dashboard financial summary' },
  expense: { defaultMessage: 'Total Expense', description: 'Dashboard financial summary' },
  net: { defaultMessage: 'Net Income', description: 'Dashboard financial summary: income less expense' },
  title: { defaultMessage: 'Financial Summary', description: 'Dashboard: the card’s title' },
  empty: {
    defaultMessage: 'No income or expense data available.',
    description: 'Dashboard financial summary, when nothing was recorded',
  },
  emptyNext: {
    defaultMessage: 'Record income and expenses under Money to see them by tag.',
    description: 'Dashboard financial summary, when nothing was recorded',
  },
  byTag: { defaultMessage: 'Income and expense by tag', description: 'The table’s name for screen readers' },
  tag: { defaultMessage: 'Tag', description: 'Column: the tag of income or expense' },
  incomeColumn: { defaultMessage: 'Income', description: 'Column: money in, per tag' },
  expenseColumn: { defaultMessage: 'Expense', description: 'Column: money out, per tag' },
});

/** Total Income, Total Expense and Net Income, with a table of income and expense per tag. */
export function FinancialSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const { money } = useGymFormat();
  const rows = tagTotals(summary.incomeByTag, summary.expenseByTag);
  const totals = [
    { label: t(TEXT.income), value: money(summary.totalIncome), tone: 'success' as const },
    { label: t(TEXT.expense), value: money(summary.totalExpense), tone: 'critical' as const },
    {
      label: t(TEXT.net),
      value: money(summary.netIncome),
      tone: summary.netIncome < 0 ? ('critical' as const) : ('normal' as const),
    },
  ];
  return (
    <Card title={t(TEXT.title)} level={2}>
      <Stack gap="medium">
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'three' }}>
          {totals.map((total) => (
            <Stack key={total.label} gap="xxsmall">
              <Text tone="muted" size="small">
                {total.label}
              </Text>
              <Text size="large" weight="bold" tone={total.tone}>
                {total.value}
              </Text>
            </Stack>
          ))}
        </Box>
        {rows.length === 0 ? (
          <EmptyState
            kind="income or expense"
            title={t(TEXT.empty)}
            hint={t(COMMON.emptyHint)}
            action={<Text tone="muted">{t(TEXT.emptyNext)}</Text>}
          />
        ) : (
          <Stack gap="small">
            {/* A few rows to read, no action: a plain table, not react-aria's grid (see StaticTable). */}
            <StaticTable<TagTotal>
              label={t(TEXT.byTag)}
              items={rows}
              rowKey={(row) => row.tag}
              columns={[
                { id: 'tag', title: t(TEXT.tag), isRowHeader: true, cell: (row) => row.tag },
                { id: 'income', title: t(TEXT.incomeColumn), align: 'end', cell: (row) => money(row.income) },
                {
                  id: 'expense',
                  title: t(TEXT.expenseColumn),
                  align: 'end',
                  cell: (row) => money(row.expense),
                },
              ]}
            />
            <Text tone="muted" size="small">
              {t(TAG_SHARES_MESSAGE)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
