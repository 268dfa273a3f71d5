import { errorMessage } from '@gym/api-client';
import {
  Badge,
  Button,
  Card,
  Heading,
  IconButton,
  Inline,
  Link,
  Pagination,
  ResponsiveList,
  Stack,
  type TableColumn,
  Text,
  TrashIcon,
} from '@gym/ui';
import { api, apiClient } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { COMMON } from '../../i18n/common.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { MoneyFilters } from './MoneyFilters.tsx';
import {
  MONEY_PAGE_SIZES,
  type MoneySort,
  moneyFilterQuery,
  moneyList,
  moneySearchQuery,
} from './money-list-state.ts';
import { type MoneyFlow, typeLabel } from './money-rules.ts';
import { useGymId } from './useGymId.ts';

const TEXT = defineMessages({
  editPayment: {
    defaultMessage: 'Edit payment',
    description: 'Money list: a payment’s income is edited as its payment',
  },
  edit: { defaultMessage: 'Edit', description: 'Money list: column and link' },
  editLabel: {
    defaultMessage: '{action}: {type} of {when}',
    description: 'Money list: the edit link for screen readers, e.g. “Edit: Income of Nov 3, 2026, 6:30 PM”',
  },
  deleted: {
    defaultMessage: 'Money Flow deleted successfully!',
    description: 'Toast after a flow is deleted',
  },
  deleteFailed: { defaultMessage: 'Failed to delete money flow.', description: 'Toast when a delete failed' },
  billNo: { defaultMessage: 'Bill No', description: 'Money list column' },
  date: { defaultMessage: 'Transaction Date', description: 'Money list column' },
  type: { defaultMessage: 'Transaction Type', description: 'Money list column: income or expense' },
  tags: { defaultMessage: 'Tags', description: 'Money list column' },
  amount: { defaultMessage: 'Amount', description: 'Money list column' },
  description: { defaultMessage: 'Description', description: 'Money list column' },
  delete: { defaultMessage: 'Delete', description: 'Money list column' },
  deleteLabel: {
    defaultMessage: 'Delete {type} of {when}',
    description:
      'Money list: the delete button for screen readers, e.g. “Delete Expense of Nov 3, 2026, 6:30 PM”',
  },
  withPayment: {
    defaultMessage: 'With its payment',
    description: 'Money list: a payment’s income is deleted with its payment',
  },
  add: { defaultMessage: 'Add Money Flow', description: 'Button' },
  heading: { defaultMessage: 'Money', description: 'The money screen’s heading' },
  analytics: { defaultMessage: 'Analytics', description: 'Button: the money analytics screen' },
  filters: { defaultMessage: 'Filters', description: 'Card title' },
  loading: { defaultMessage: 'Loading money flows', description: 'Screen reader: while loading' },
  loadFailed: { defaultMessage: 'Failed to load money flows', description: 'When the list failed to load' },
  serverPrefix: {
    defaultMessage: 'Error:',
    description: 'Before the server’s reason the list failed to load',
  },
  empty: { defaultMessage: 'No money flow data available.', description: 'Money list: nothing recorded' },
  list: { defaultMessage: 'Money flows', description: 'The table’s name for screen readers' },
  deleteTitle: { defaultMessage: 'Delete Money Flow', description: 'The delete question’s title' },
  deleteQuestion: {
    defaultMessage: 'Are you sure you want to delete this Money Flow?',
    description: 'The delete question',
  },
});

/** Where a flow is edited: its own form, or for a payment's mirrored income, that payment's. */
function editLink(flow: MoneyFlow): { href: string; label: string } {
  if (flow.paymentId !== null && flow.clientId !== null && flow.invoiceId !== null) {
    return {
      href: ROUTES.clientPaymentEdit.to({
        clientId: flow.clientId,
        invoiceId: flow.invoiceId,
        paymentId: flow.paymentId,
      }),
      label: translate(TEXT.editPayment),
    };
  }
  return { href: ROUTES.moneyEdit.to({ id: flow.id }), label: translate(TEXT.edit) };
}

/** Money: the gym's income and expenses, filtered and paged from the address, with edit and delete. */
export default function MoneyListPage() {
  const gymId = useGymId();
  const navigate = useNavigate();
  const t = useT();
  const format = useGymFormat();
  const [state, change] = useUrlListState(moneyList(format.dates.calendar ?? 'AD'));
  const flows = api.useQuery('get', '/api/moneyflows/gym/{gymId}/search', {
    params: { path: { gymId }, query: moneySearchQuery(state) },
  });
  const tags = api.useQuery('get', '/api/moneyflows/gym/{gymId}/tags', { params: { path: { gymId } } });
  const remove = api.useMutation('delete', '/api/moneyflows/{id}');
  const deletion = useConfirmedDelete<MoneyFlow>({
    mutate: (flow, handlers) => remove.mutate({ params: { path: { id: flow.id } } }, handlers),
    isPending: remove.isPending,
    deleted: t(TEXT.deleted),
    failed: (error) => errorMessage(error, translate(TEXT.deleteFailed)),
  });

  const when = (flow: MoneyFlow) => format.dateTime(flow.transactionDate);
  const columns: TableColumn<MoneyFlow>[] = [
    { id: 'billNo', title: t(TEXT.billNo), sortable: true, cell: (flow) => flow.billNo ?? '—' },
    { id: 'transactionDate', title: t(TEXT.date), sortable: true, isRowHeader: true, cell: when },
    {
      id: 'transactionType',
      title: t(TEXT.type),
      sortable: true,
      cell: (flow) => (
        <Badge tone={flow.transactionType === 'INCOME' ? 'success' : 'critical'}>
          {typeLabel(flow.transactionType)}
        </Badge>
      ),
    },
    {
      id: 'tags',
      title: t(TEXT.tags),
      cell: (flow) => (
        <Inline gap="xsmall">
          {flow.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </Inline>
      ),
    },
    {
      id: 'amount',
      title: t(TEXT.amount),
      align: 'end',
      sortable: true,
      cell: (flow) => format.money(flow.amount),
    },
    { id: 'description', title: t(TEXT.description), cell: (flow) => flow.description ?? '' },
    {
      id: 'edit',
      title: t(TEXT.edit),
      cell: (flow) => {
        const { href, label } = editLink(flow);
        return (
          <Link
            href={href}
            aria-label={t(TEXT.editLabel, {
              action: label,
              type: typeLabel(flow.transactionType),
              when: when(flow),
            })}
          >
            {label}
          </Link>
        );
      },
    },
    {
      id: 'delete',
      title: t(TEXT.delete),
      cell: (flow) =>
        flow.paymentId === null ? (
          <IconButton
            label={t(TEXT.deleteLabel, { type: typeLabel(flow.transactionType), when: when(flow) })}
            tone="critical"
            onPress={() => deletion.ask(flow)}
          >
            <TrashIcon />
          </IconButton>
        ) : (
          <Text tone="muted" size="small">
            {t(TEXT.withPayment)}
          </Text>
        ),
    },
  ];

  const addButton = (
    <Button variant="primary" onPress={() => navigate(ROUTES.moneyAdd.to())}>
      {t(TEXT.add)}
    </Button>
  );
  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Inline>
          <ExportButton
            download={() =>
              apiClient.GET('/api/exports/moneyflows/gym/{gymId}', {
                params: { path: { gymId }, query: moneyFilterQuery(state) },
                parseAs: 'blob',
              })
            }
          />
          <Button variant="secondary" onPress={() => navigate(ROUTES.moneyAnalytics.to())}>
            {t(TEXT.analytics)}
          </Button>
          {addButton}
        </Inline>
      </Inline>
      <Card title={t(TEXT.filters)} level={2}>
        <MoneyFilters state={state} tags={tags.data ?? []} onChange={change} />
      </Card>
      <QueryState
        query={flows}
        loadingLabel={t(TEXT.loading)}
        loadingLines={6}
        failureMessage={t(TEXT.loadFailed)}
        serverMessagePrefix={`${t(TEXT.serverPrefix)} `}
        empty={{
          isEmpty: isEmptyPage,
          kind: 'money flow',
          title: t(TEXT.empty),
          hint: t(COMMON.emptyHint),
          next: addButton,
        }}
      >
        {(result) => (
          <Stack gap="medium">
            <ResponsiveList
              label={t(TEXT.list)}
              columns={columns}
              items={result.content}
              rowKey={(flow) => flow.id}
              sort={{
                column: state.sortBy,
                direction: state.sortOrder === 'asc' ? 'ascending' : 'descending',
              }}
              onSortChange={(sort) =>
                change({
                  sortBy: sort.column as MoneySort,
                  sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc',
                })
              }
            />
            <Pagination
              pageNo={state.pageNo}
              pageSize={state.pageSize}
              totalElements={result.paginationResponse.totalElements}
              onPageChange={(pageNo) => change({ pageNo })}
              pageSizeOptions={MONEY_PAGE_SIZES}
              onPageSizeChange={(pageSize) => change({ pageSize })}
            />
          </Stack>
        )}
      </QueryState>
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {() => <Text>{t(TEXT.deleteQuestion)}</Text>}
      </DeleteDialog>
    </Stack>
  );
}
