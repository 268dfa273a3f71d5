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
import { useNavigate } from 'react-router-dom';
import { api, apiClient } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { MoneyFilters } from './MoneyFilters.tsx';
import {
  MONEY_LIST,
  MONEY_PAGE_SIZES,
  type MoneySort,
  moneyFilterQuery,
  moneySearchQuery,
} from './money-list-state.ts';
import { type MoneyFlow, typeLabel } from './money-rules.ts';
import { useGymId } from './useGymId.ts';

/** Where a flow is edited: its own form, or for a payment's mirrored income, that payment's. */
function editLink(flow: MoneyFlow): { href: string; label: string } {
  if (flow.paymentId !== null && flow.clientId !== null && flow.invoiceId !== null) {
    return {
      href: ROUTES.clientPaymentEdit.to({
        clientId: flow.clientId,
        invoiceId: flow.invoiceId,
        paymentId: flow.paymentId,
      }),
      label: 'Edit payment',
    };
  }
  return { href: ROUTES.moneyEdit.to({ id: flow.id }), label: 'Edit' };
}

/** Money: the gym's income and expenses, filtered and paged from the address, with edit and delete. */
export default function MoneyListPage() {
  const gymId = useGymId();
  const navigate = useNavigate();
  const format = useGymFormat();
  const [state, change] = useUrlListState(MONEY_LIST);
  const flows = api.useQuery('get', '/api/moneyflows/gym/{gymId}/search', {
    params: { path: { gymId }, query: moneySearchQuery(state) },
  });
  const tags = api.useQuery('get', '/api/moneyflows/gym/{gymId}/tags', { params: { path: { gymId } } });
  const remove = api.useMutation('delete', '/api/moneyflows/{id}');
  const deletion = useConfirmedDelete<MoneyFlow>({
    mutate: (flow, handlers) => remove.mutate({ params: { path: { id: flow.id } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Money Flow deleted successfully!',
    failed: (error) => errorMessage(error, 'Failed to delete money flow.'),
  });

  const when = (flow: MoneyFlow) => format.dateTime(flow.transactionDate);
  const columns: TableColumn<MoneyFlow>[] = [
    { id: 'billNo', title: 'Bill No', sortable: true, cell: (flow) => flow.billNo ?? '—' },
    { id: 'transactionDate', title: 'Transaction Date', sortable: true, isRowHeader: true, cell: when },
    {
      id: 'transactionType',
      title: 'Transaction Type',
      sortable: true,
      cell: (flow) => (
        <Badge tone={flow.transactionType === 'INCOME' ? 'success' : 'critical'}>
          {typeLabel(flow.transactionType)}
        </Badge>
      ),
    },
    {
      id: 'tags',
      title: 'Tags',
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
      title: 'Amount',
      align: 'end',
      sortable: true,
      cell: (flow) => format.money(flow.amount),
    },
    { id: 'description', title: 'Description', cell: (flow) => flow.description ?? '' },
    {
      id: 'edit',
      title: 'Edit',
      cell: (flow) => {
        const { href, label } = editLink(flow);
        return (
          <Link href={href} aria-label={`${label}: ${typeLabel(flow.transactionType)} of ${when(flow)}`}>
            {label}
          </Link>
        );
      },
    },
    {
      id: 'delete',
      title: 'Delete',
      cell: (flow) =>
        flow.paymentId === null ? (
          <IconButton
            label={`Delete ${typeLabel(flow.transactionType)} of ${when(flow)}`}
            tone="critical"
            onPress={() => deletion.ask(flow)}
          >
            <TrashIcon />
          </IconButton>
        ) : (
          <Text tone="muted" size="small">
            With its payment
          </Text>
        ),
    },
  ];

  const addButton = (
    <Button variant="primary" onPress={() => navigate(ROUTES.moneyAdd.to())}>
      Add Money Flow
    </Button>
  );
  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>Money</Heading>
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
            Analytics
          </Button>
          {addButton}
        </Inline>
      </Inline>
      <Card title="Filters" level={2}>
        <MoneyFilters state={state} tags={tags.data ?? []} onChange={change} />
      </Card>
      <QueryState
        query={flows}
        loadingLabel="Loading money flows"
        loadingLines={6}
        failureMessage="Failed to load money flows"
        serverMessagePrefix="Error: "
        empty={{ isEmpty: isEmptyPage, kind: 'money flow', next: addButton }}
      >
        {(result) => (
          <Stack gap="medium">
            <ResponsiveList
              label="Money flows"
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
      <DeleteDialog title="Delete Money Flow" {...deletion.dialog}>
        {() => <Text>Are you sure you want to delete this Money Flow?</Text>}
      </DeleteDialog>
    </Stack>
  );
}
