import type { components } from '@gym/api-client';
import { Box, Card, EmptyState, Stack, StaticTable, Text } from '@gym/ui';
import { useGymFormat } from '../../app/gym-format.ts';
import { TAG_SHARES_NOTE } from '../../app/tag-shares.ts';
import { type TagTotal, tagTotals } from './tag-totals.ts';

type Summary = components['schemas']['FinancialSummary'];

/** Total Income, Total Expense and Net Income, with a table of income and expense per tag. */
export function FinancialSummary({ summary }: { summary: Summary }) {
  const { money } = useGymFormat();
  const rows = tagTotals(summary.incomeByTag, summary.expenseByTag);
  const totals = [
    { label: 'Total Income', value: money(summary.totalIncome), tone: 'success' as const },
    { label: 'Total Expense', value: money(summary.totalExpense), tone: 'critical' as const },
    {
      label: 'Net Income',
      value: money(summary.netIncome),
      tone: summary.netIncome < 0 ? ('critical' as const) : ('normal' as const),
    },
  ];
  return (
    <Card title="Financial Summary" level={2}>
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
            action={<Text tone="muted">Record income and expenses under Money to see them by tag.</Text>}
          />
        ) : (
          <Stack gap="small">
            {/* A few rows to read, no action: a plain table, not react-aria's grid (see StaticTable). */}
            <StaticTable<TagTotal>
              label="Income and expense by tag"
              items={rows}
              rowKey={(row) => row.tag}
              columns={[
                { id: 'tag', title: 'Tag', isRowHeader: true, cell: (row) => row.tag },
                { id: 'income', title: 'Income', align: 'end', cell: (row) => money(row.income) },
                { id: 'expense', title: 'Expense', align: 'end', cell: (row) => money(row.expense) },
              ]}
            />
            <Text tone="muted" size="small">
              {TAG_SHARES_NOTE}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
