import type { components } from '@gym/api-client';
import {
  BarChart,
  Box,
  Button,
  Card,
  DatePicker,
  Heading,
  Inline,
  ResponsiveList,
  SegmentedControl,
  Skeleton,
  Stack,
  type TableColumn,
  Text,
} from '@gym/ui';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { TAG_SHARES_MESSAGE } from '../../app/tag-shares.ts';
import { COMMON } from '../../i18n/common.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { compactMoneyTick } from './compact-amount.ts';
import { MonthYearFields } from './MonthYearFields.tsx';
import {
  distributionData,
  periodLabel,
  type ReportType,
  type ReportView,
  tagTotals,
} from './money-analytics.ts';
import { monthRange, PERIOD_TEXT, periodError, yearOf } from './money-period.ts';
import { useGymId } from './useGymId.ts';

type ReportRow = components['schemas']['AggregatedReportRow'];

const TEXT = defineMessages({
  monthly: { defaultMessage: 'Monthly', description: 'Money report: per month' },
  daily: { defaultMessage: 'Daily', description: 'Money report: per day' },
  graph: { defaultMessage: 'Graph', description: 'Money report shown as charts' },
  table: { defaultMessage: 'Table', description: 'Money report shown as a table' },
  totalIncome: { defaultMessage: 'Total Income', description: 'Money report: a chart and a column' },
  totalExpense: { defaultMessage: 'Total Expense', description: 'Money report: a chart and a column' },
  net: { defaultMessage: 'Net Income', description: 'Money report column: income less expense' },
  noIncome: { defaultMessage: 'No income data available.', description: 'An empty income chart' },
  noExpense: { defaultMessage: 'No expense data available.', description: 'An empty expense chart' },
  incomeByTag: { defaultMessage: 'Income by Tag', description: 'Donut chart title' },
  expenseByTag: { defaultMessage: 'Expense by Tag', description: 'Donut chart title' },
  income: { defaultMessage: 'Income', description: 'Donut chart table column: money in' },
  expense: { defaultMessage: 'Expense', description: 'Donut chart table column: money out' },
  loadingByTag: {
    defaultMessage: 'Loading income and expense by tag',
    description: 'Screen reader: while loading',
  },
  incomeFailed: {
    defaultMessage: 'Error loading income data',
    description: 'When the income by tag failed to load',
  },
  expenseFailed: {
    defaultMessage: 'Error loading expense data',
    description: 'When the expense by tag failed to load',
  },
  month: { defaultMessage: 'Month', description: 'Money report column: the month' },
  day: { defaultMessage: 'Day', description: 'Money report column: the day' },
  heading: { defaultMessage: 'Money Analytics', description: 'The money analytics screen’s heading' },
  moneyList: { defaultMessage: 'Money List', description: 'Button: back to the money list' },
  report: { defaultMessage: 'Income and Expense Report', description: 'Card title' },
  reportType: { defaultMessage: 'Report', description: 'Choice: monthly or daily' },
  showAs: { defaultMessage: 'Show as', description: 'Choice: graph or table' },
  loadingReport: { defaultMessage: 'Loading the report', description: 'Screen reader: while loading' },
  loadFailed: { defaultMessage: 'Error loading data', description: 'When the report failed to load' },
  noReport: { defaultMessage: 'No report data available.', description: 'The report has no rows' },
  byTag: { defaultMessage: 'Income and Expense by Tag', description: 'Card title' },
  start: { defaultMessage: 'Start date', description: 'By tag: the first day' },
  end: { defaultMessage: 'End date', description: 'By tag: the last day' },
  tag: { defaultMessage: 'Tag', description: 'Donut chart table column' },
});

/** The report's two graphs. */
const REPORT_SERIES = [
  {
    title: TEXT.totalIncome,
    value: (row: ReportRow) => row.totalIncome,
    emptyKind: 'income',
    empty: TEXT.noIncome,
  },
  {
    title: TEXT.totalExpense,
    value: (row: ReportRow) => row.totalExpense,
    emptyKind: 'expense',
    empty: TEXT.noExpense,
  },
] as const;

/** The two donuts, with the catalogue's 'Error loading income data' / 'Error loading expense data'. */
const TAG_SIDES = [
  {
    key: 'incomeDistribution',
    name: 'income',
    title: TEXT.incomeByTag,
    header: TEXT.income,
    failed: TEXT.incomeFailed,
    empty: TEXT.noIncome,
  },
  {
    key: 'expenseDistribution',
    name: 'expense',
    title: TEXT.expenseByTag,
    header: TEXT.expense,
    failed: TEXT.expenseFailed,
    empty: TEXT.noExpense,
  },
] as const;

const TagDonut = lazy(() => import('./TagDonut.tsx'));

/** The period filters shared by the report's query: optional inclusive days. */
const periodQuery = (from: string | null, to: string | null) => ({
  ...(from ? { startDate: from } : {}),
  ...(to ? { endDate: to } : {}),
});

/** Money analytics: income, expense and net per month or day, and income and expense by tag. */
export default function MoneyAnalyticsPage() {
  const gymId = useGymId();
  const navigate = useNavigate();
  const t = useT();
  const format = useGymFormat();
  const calendar = format.dates.calendar ?? 'AD';
  const [reportType, setReportType] = useState<ReportType>('MONTHLY');
  const [view, setView] = useState<ReportView>('graph');
  const [year, setYear] = useState(() => yearOf(format.today(), calendar));
  const [month, setMonth] = useState<number | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [tagFrom, setTagFrom] = useState<string | null>(null);
  const [tagTo, setTagTo] = useState<string | null>(null);

  const report = api.useQuery('get', '/api/moneyflows/aggregated-report', {
    params: { query: { gymId, reportType, ...periodQuery(from, to) } },
  });
  const distribution = api.useQuery('get', '/api/moneyflows/distribution', {
    params: { query: { gymId, ...periodQuery(tagFrom, tagTo) } },
  });

  /** Section 4: a month sets the range to the whole month and switches the report to DAILY. */
  const chooseMonth = (pickedYear: number, pickedMonth: number) => {
    const range = monthRange(pickedYear, pickedMonth, calendar);
    setYear(pickedYear);
    setMonth(pickedMonth);
    setFrom(range.from);
    setTo(range.to);
    setReportType('DAILY');
  };
  const pickMonth = (picked: number | null) => {
    if (picked === null) setMonth(null);
    else chooseMonth(year, picked);
  };
  const pickYear = (picked: number | null) => {
    if (picked === null) return;
    setYear(picked);
    if (month !== null) chooseMonth(picked, month);
  };

  const label = (row: ReportRow) => periodLabel(row.period, reportType, format.dates);
  const periodTitle = reportType === 'MONTHLY' ? t(TEXT.month) : t(TEXT.day);
  const columns: TableColumn<ReportRow>[] = [
    {
      id: 'period',
      title: periodTitle,
      isRowHeader: true,
      cell: (row) => {
        if (reportType === 'DAILY') return label(row);
        const [rowYear = 0, rowMonth = 0] = row.period.split('-').map(Number);
        return (
          <Button variant="quiet" size="small" onPress={() => chooseMonth(rowYear, rowMonth)}>
            {label(row)}
          </Button>
        );
      },
    },
    { id: 'income', title: t(TEXT.totalIncome), align: 'end', cell: (row) => format.money(row.totalIncome) },
    {
      id: 'expense',
      title: t(TEXT.totalExpense),
      align: 'end',
      cell: (row) => format.money(row.totalExpense),
    },
    {
      id: 'net',
      title: t(TEXT.net),
      align: 'end',
      cell: (row) => (
        <Text tone={row.netIncome < 0 ? 'critical' : 'normal'}>{format.money(row.netIncome)}</Text>
      ),
    },
  ];

  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.money.to())}>
          {t(TEXT.moneyList)}
        </Button>
      </Inline>
      <Card title={t(TEXT.report)} level={2}>
        <Stack gap="medium">
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <SegmentedControl
              label={t(TEXT.reportType)}
              options={[
                { value: 'MONTHLY', label: t(TEXT.monthly) },
                { value: 'DAILY', label: t(TEXT.daily) },
              ]}
              value={reportType}
              onChange={(next) => setReportType(next as ReportType)}
            />
            <SegmentedControl
              label={t(TEXT.showAs)}
              options={[
                { value: 'graph', label: t(TEXT.graph) },
                { value: 'table', label: t(TEXT.table) },
              ]}
              value={view}
              onChange={(next) => setView(next as ReportView)}
            />
          </Box>
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'two', desktop: 'four' }}>
            <MonthYearFields month={month} year={year} onMonthChange={pickMonth} onYearChange={pickYear} />
            <DatePicker label={t(PERIOD_TEXT.from)} value={from} onChange={setFrom} />
            <DatePicker
              label={t(PERIOD_TEXT.to)}
              value={to}
              onChange={setTo}
              errorMessage={periodError(from, to)}
            />
          </Box>
          <QueryState
            query={report}
            loadingLabel={t(TEXT.loadingReport)}
            loadingLines={6}
            failureMessage={t(TEXT.loadFailed)}
            empty={{
              isEmpty: (rows) => rows.length === 0,
              kind: 'report',
              title: t(TEXT.noReport),
              hint: t(COMMON.emptyHint),
            }}
          >
            {(rows) =>
              view === 'table' ? (
                <ResponsiveList
                  label={t(TEXT.report)}
                  columns={columns}
                  items={rows}
                  rowKey={(row) => row.period}
                />
              ) : (
                <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
                  {REPORT_SERIES.map((series) => (
                    <BarChart
                      key={series.emptyKind}
                      title={t(series.title)}
                      data={rows.map((row) => ({ label: label(row), value: series.value(row) }))}
                      valueLabel={format.money}
                      tickFormat={compactMoneyTick(format.currency)}
                      labelHeader={periodTitle}
                      valueHeader={t(series.title)}
                      emptyKind={series.emptyKind}
                      emptyTitle={t(series.empty)}
                      emptyHint={t(COMMON.emptyHint)}
                    />
                  ))}
                </Box>
              )
            }
          </QueryState>
        </Stack>
      </Card>
      <Card title={t(TEXT.byTag)} level={2}>
        <Stack gap="medium">
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'two', desktop: 'four' }}>
            <DatePicker label={t(TEXT.start)} value={tagFrom} onChange={setTagFrom} />
            <DatePicker
              label={t(TEXT.end)}
              value={tagTo}
              onChange={setTagTo}
              errorMessage={periodError(tagFrom, tagTo)}
            />
          </Box>
          <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            {TAG_SIDES.map((side) => (
              <QueryState
                key={side.key}
                query={tagTotals(distribution, side.key)}
                loadingLabel={t(TEXT.loadingByTag)}
                failureMessage={t(side.failed)}
              >
                {(amounts) => (
                  <Suspense fallback={<Skeleton lines={6} label={t(TEXT.loadingByTag)} />}>
                    <TagDonut
                      title={t(side.title)}
                      description={t(TAG_SHARES_MESSAGE)}
                      data={distributionData(amounts)}
                      valueLabel={format.money}
                      labelHeader={t(TEXT.tag)}
                      valueHeader={t(side.header)}
                      emptyKind={side.name}
                      emptyTitle={t(side.empty)}
                      emptyHint={t(COMMON.emptyHint)}
                    />
                  </Suspense>
                )}
              </QueryState>
            ))}
          </Box>
        </Stack>
      </Card>
    </Stack>
  );
}
