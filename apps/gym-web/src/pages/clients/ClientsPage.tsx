import { errorMessage } from '@gym/api-client';
import {
  AddInvoiceIcon,
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Heading,
  IconButton,
  IconLink,
  Inline,
  MessageIcon,
  membershipLabel,
  Pagination,
  PencilIcon,
  ResponsiveList,
  Select,
  Stack,
  showToast,
  type TableColumn,
  Text,
  TextField,
  TrashIcon,
  useIsMobile,
} from '@gym/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useSearchText, useUrlListState } from '../../app/url-list-state.ts';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { useSession } from '../../session/session-store.ts';
import type { Client } from './client-form-rules.ts';
import {
  CLIENT_LIST,
  CLIENT_ROWS_PER_PAGE,
  type ClientListChange,
  type ClientListState,
  type ClientSortBy,
} from './client-list-state.ts';
import { NO_PHONE_MESSAGE, whatsappLink } from './client-whatsapp.ts';

/** The phone's sort choice (no column headers on cards): each column one way or the other. */
const PHONE_SORTS = [
  { id: 'name.asc', label: 'Name (A to Z)' },
  { id: 'name.desc', label: 'Name (Z to A)' },
  { id: 'membershipEndDate.asc', label: 'Membership (ending first)' },
  { id: 'membershipEndDate.desc', label: 'Membership (ending last)' },
] as const;

/** Clients: search by name and phone, sort, page, and each row's edit, delete, invoice and WhatsApp. */
export default function ClientsPage() {
  const navigate = useNavigate();
  const { gym } = useSession();
  const [list, change] = useUrlListState(CLIENT_LIST);
  const [name, setName] = useSearchText(list.name, (typed) =>
    change({ kind: 'search', name: typed }, 'typing'),
  );
  const [phone, setPhone] = useSearchText(list.phone, (typed) =>
    change({ kind: 'search', phone: typed }, 'typing'),
  );
  const remove = api.useMutation('delete', '/api/clients/{id}');
  const deletion = useConfirmedDelete<Client>({
    mutate: (client, handlers) => remove.mutate({ params: { path: { id: client.id } } }, handlers),
    isPending: remove.isPending,
    deleted: 'Deleted client successfully!',
    failed: (error) => errorMessage(error, 'Failed to delete client.'),
  });
  const clients = api.useQuery(
    'get',
    '/api/clients/gyms/{gymId}',
    {
      params: {
        path: { gymId: gym.gymId ?? 0 },
        query: {
          pageNo: list.page,
          pageSize: list.rowsPerPage,
          sortBy: list.sortBy,
          sortOrder: list.sortOrder,
          ...(list.name ? { name: list.name } : {}),
          ...(list.phone ? { phone: list.phone } : {}),
        },
      },
    },
    // The page on screen stays while the next one loads, so typing a search does not flash.
    { enabled: gym.gymId !== null, placeholderData: (previous) => previous },
  );

  // A page emptied under the list (its last client deleted): the last page that has clients.
  const total = clients.data?.paginationResponse.totalElements ?? 0;
  const pageEmptied = clients.data?.content.length === 0 && total > 0 && list.page > 0;
  useEffect(() => {
    if (pageEmptied) change({ kind: 'page', page: Math.ceil(total / list.rowsPerPage) - 1 }, 'correction');
  }, [pageEmptied, total, list.rowsPerPage, change]);

  const may = useMay();
  const addClient = may('clients.write') ? (
    <Button onPress={() => navigate(ROUTES.clientAdd.to())}>Add New Client</Button>
  ) : null;
  const searching = Boolean(list.name || list.phone);
  return (
    <Stack gap="large">
      <Inline justifyContent="space-between">
        <Heading level={1}>Clients</Heading>
        {addClient}
      </Inline>
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <TextField label="Name" type="search" value={name} onChange={setName} />
        <TextField label="Phone" type="search" value={phone} onChange={setPhone} />
      </Box>
      <QueryState query={clients} loadingLabel="Loading clients" loadingLines={6}>
        {(page) =>
          page.paginationResponse.totalElements === 0 ? (
            searching ? (
              <EmptyState
                kind="client"
                title="No clients match the search."
                hint="Try another name or phone number, or clear the search."
              />
            ) : (
              <EmptyState
                kind="client"
                title="No clients yet"
                hint="Add your first client to keep their membership, invoices and payments."
                action={addClient}
              />
            )
          ) : (
            <Stack gap="medium">
              <ClientList clients={page.content} list={list} change={change} onDelete={deletion.ask} />
              <Pagination
                pageNo={list.page}
                pageSize={list.rowsPerPage}
                totalElements={page.paginationResponse.totalElements}
                onPageChange={(pageNo) => change({ kind: 'page', page: pageNo })}
                pageSizeOptions={CLIENT_ROWS_PER_PAGE}
                onPageSizeChange={(rowsPerPage) => change({ kind: 'rowsPerPage', rowsPerPage })}
              />
            </Stack>
          )
        }
      </QueryState>
      {/* The client goes with their invoices, payments and attendance. */}
      <DeleteDialog title="Delete Client" {...deletion.dialog}>
        {(client) => (
          <Text>
            Delete {client.name} with their invoices, payments and attendance? This cannot be undone.
          </Text>
        )}
      </DeleteDialog>
    </Stack>
  );
}

interface ClientListProps {
  clients: readonly Client[];
  list: ClientListState;
  change: (change: ClientListChange) => void;
  onDelete: (client: Client) => void;
}

function ClientList({ clients, list, change, onDelete }: ClientListProps) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { today } = useGymFormat();
  const columns: TableColumn<Client>[] = [
    {
      id: 'name',
      title: 'Name',
      sortable: true,
      isRowHeader: true,
      cell: (client) => (
        <Inline gap="small">
          <Avatar name={client.name} src={client.imageUrl} size="small" decorative />
          <Text>{client.name}</Text>
        </Inline>
      ),
    },
    { id: 'phone', title: 'Phone', cell: (client) => client.phone },
    {
      id: 'membershipEndDate',
      title: 'Membership',
      sortable: true,
      cell: (client) => {
        if (!client.membershipEndDate) return <Text tone="muted">No membership</Text>;
        const { text, tone } = membershipLabel(client.membershipEndDate, today());
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
    { id: 'actions', title: 'Actions', cell: (client) => <RowActions client={client} onDelete={onDelete} /> },
  ];
  return (
    <Stack gap="medium">
      {mobile ? (
        <Select
          label="Sort by"
          options={PHONE_SORTS}
          selectedKey={`${list.sortBy}.${list.sortOrder}`}
          onSelectionChange={(key) => {
            const [sortBy, sortOrder] = String(key).split('.') as [ClientSortBy, 'asc' | 'desc'];
            change({ kind: 'sort', sortBy, sortOrder });
          }}
        />
      ) : null}
      <ResponsiveList
        label="Clients"
        columns={columns}
        items={clients}
        rowKey={(client) => client.id}
        sort={{ column: list.sortBy, direction: list.sortOrder === 'asc' ? 'ascending' : 'descending' }}
        onSortChange={(sort) =>
          change({
            kind: 'sort',
            sortBy: sort.column as ClientSortBy,
            sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc',
          })
        }
        onRowAction={(id) => navigate(ROUTES.clientDetail.to({ clientId: id }))}
      />
    </Stack>
  );
}

function RowActions({ client, onDelete }: { client: Client; onDelete: (client: Client) => void }) {
  const navigate = useNavigate();
  const whatsapp = whatsappLink(client.phone, useGymFormat().timeZone);
  const may = useMay();
  return (
    <Inline gap="xxsmall">
      {may('clients.write') ? (
        <IconButton
          label={`Edit ${client.name}`}
          onPress={() => navigate(ROUTES.clientEdit.to({ clientId: client.id }))}
        >
          <PencilIcon />
        </IconButton>
      ) : null}
      {may('clients.delete') ? (
        <IconButton label={`Delete ${client.name}`} tone="critical" onPress={() => onDelete(client)}>
          <TrashIcon />
        </IconButton>
      ) : null}
      {may('invoices.write') ? (
        <IconButton
          label={`Add invoice for ${client.name}`}
          onPress={() => navigate(ROUTES.clientInvoiceAdd.to({ clientId: client.id }))}
        >
          <AddInvoiceIcon />
        </IconButton>
      ) : null}
      {whatsapp ? (
        <IconLink label={`WhatsApp ${client.name}`} href={whatsapp} target="_blank" rel="noopener noreferrer">
          <MessageIcon />
        </IconLink>
      ) : (
        <IconButton label={`WhatsApp ${client.name}`} onPress={() => showToast(NO_PHONE_MESSAGE)}>
          <MessageIcon />
        </IconButton>
      )}
    </Inline>
  );
}
