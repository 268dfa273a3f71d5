import type { components } from '@gym/api-client';
import {
  BarChart,
  Box,
  Button,
  Card,
  DatePicker,
  DonutChart,
  Heading,
  Inline,
  ResponsiveList,
  SegmentedControl,
  Stack,
  type TableColumn,
  Text,
} from '@gym/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { TAG_SHARES_NOTE } from '../../app/tag-shares.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { MonthYearFields } from './MonthYearFields.tsx';
import {
  distributionData,
  periodLabel,
  type ReportType,
  type ReportView,
  tagTotals,
} from './money-analytics.ts';
import { monthRange, periodError } from './money-period.ts';
import { useGymId } from './useGymId.ts';

type ReportRow = components['schemas']['AggregatedReportRow'];

const REPORT_TYPES = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'DAILY', label: 'Daily' },
];
const VIEWS = [
  { value: 'graph', label: 'Graph' },
  { value: 'table', label: 'Table' },
];

/** The report's two graphs. */
const REPORT_SERIES = [
  { title: 'Total Income', value: (row: ReportRow) => row.totalIncome, emptyKind: 'income' },
  { title: 'Total Expense', value: (row: ReportRow) => row.totalExpense, emptyKind: 'expense' },
] as const;

/** The two donuts, with the catalogue's 'Error loading income data' / 'Error loading expense data'. */
const TAG_SIDES = [
  { key: 'incomeDistribution', name: 'income', title: 'Income by Tag', header: 'Income' },
  { key: 'expenseDistribution', name: 'expense', title: 'Expense by Tag', header: 'Expense' },
] as const;

/** The period filters shared by the report's query: optional inclusive days. */
const periodQuery = (from: string | null, to: string | null) => ({
  ...(from ? { startDate: from } : {}),
  ...(to ? { endDate: to } : {}),
});

/** Money analytics: income, expense and net per month or day, and income and expense by tag. */
export default function MoneyAnalyticsPage() {
  const gymId = useGymId();
  const navigate = useNavigate();
  const format = useGymFormat();
  const [reportType, setReportType] = useState<ReportType>('MONTHLY');
  const [view, setView] = useState<ReportView>('graph');
  const [year, setYear] = useState(() => Number(format.today().slice(0, 4)));
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
    const range = monthRange(pickedYear, pickedMonth);
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
  const periodTitle = reportType === 'MONTHLY' ? 'Month' : 'Day';
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
    { id: 'income', title: 'Total Income', align: 'end', cell: (row) => format.money(row.totalIncome) },
    { id: 'expense', title: 'Total Expense', align: 'end', cell: (row) => format.money(row.totalExpense) },
    {
      id: 'net',
      title: 'Net Income',
      align: 'end',
      cell: (row) => (
        <Text tone={row.netIncome < 0 ? 'critical' : 'normal'}>{format.money(row.netIncome)}</Text>
      ),
    },
  ];

  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>Money Analytics</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.money.to())}>
          Money List
        </Button>
      </Inline>
      <Card title="Income and Expense Report" level={2}>
        <Stack gap="medium">
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
            <SegmentedControl
              label="Report"
              options={REPORT_TYPES}
              value={reportType}
              onChange={(next) => setReportType(next as ReportType)}
            />
            <SegmentedControl
              label="Show as"
              options={VIEWS}
              value={view}
              onChange={(next) => setView(next as ReportView)}
            />
          </Box>
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'two', desktop: 'four' }}>
            <MonthYearFields month={month} year={year} onMonthChange={pickMonth} onYearChange={pickYear} />
            <DatePicker label="From" value={from} onChange={setFrom} />
            <DatePicker label="To" value={to} onChange={setTo} errorMessage={periodError(from, to)} />
          </Box>
          <QueryState
            query={report}
            loadingLabel="Loading the report"
            loadingLines={6}
            failureMessage="Error loading data"
            empty={{ isEmpty: (rows) => rows.length === 0, kind: 'report' }}
          >
            {(rows) =>
              view === 'table' ? (
                <ResponsiveList
                  label="Income and expense report"
                  columns={columns}
                  items={rows}
                  rowKey={(row) => row.period}
                />
              ) : (
                <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
                  {REPORT_SERIES.map((series) => (
                    <BarChart
                      key={series.title}
                      title={series.title}
                      data={rows.map((row) => ({ label: label(row), value: series.value(row) }))}
                      valueLabel={format.money}
                      labelHeader={periodTitle}
                      valueHeader={series.title}
                      emptyKind={series.emptyKind}
                    />
                  ))}
                </Box>
              )
            }
          </QueryState>
        </Stack>
      </Card>
      <Card title="Income and Expense by Tag" level={2}>
        <Stack gap="medium">
          <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'two', desktop: 'four' }}>
            <DatePicker label="Start date" value={tagFrom} onChange={setTagFrom} />
            <DatePicker
              label="End date"
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
                loadingLabel={`Loading ${side.name} by tag`}
                failureMessage={`Error loading ${side.name} data`}
              >
                {(amounts) => (
                  <DonutChart
                    title={side.title}
                    description={TAG_SHARES_NOTE}
                    data={distributionData(amounts)}
                    valueLabel={format.money}
                    labelHeader="Tag"
                    valueHeader={side.header}
                    emptyKind={side.name}
                  />
                )}
              </QueryState>
            ))}
          </Box>
        </Stack>
      </Card>
    </Stack>
  );
}
