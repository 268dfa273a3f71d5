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
import { api, apiClient } from '../../app/api.ts';
import { DeleteDialog } from '../../app/DeleteDialog.tsx';
import { ExportButton } from '../../app/ExportButton.tsx';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useSearchText, useUrlListState } from '../../app/url-list-state.ts';
import { useConfirmedDelete } from '../../app/useConfirmedDelete.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
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

const TEXT = defineMessages({
  nameAZ: { defaultMessage: 'Name (A to Z)', description: 'Clients, order' },
  nameZA: { defaultMessage: 'Name (Z to A)', description: 'Clients, order' },
  endingFirst: {
    defaultMessage: 'Membership (ending first)',
    description: 'Clients, order: soonest end first',
  },
  endingLast: { defaultMessage: 'Membership (ending last)', description: 'Clients, order: latest end first' },
  deleted: { defaultMessage: 'Deleted client successfully!', description: 'Toast after deleting a client' },
  deleteFailed: {
    defaultMessage: 'Failed to delete client.',
    description: 'Toast when a client was not deleted',
  },
  add: { defaultMessage: 'Add New Client', description: 'Clients: the button that adds a client' },
  title: { defaultMessage: 'Clients', description: 'Clients page: its heading' },
  name: { defaultMessage: 'Name', description: 'A person’s name' },
  phone: { defaultMessage: 'Phone', description: 'A phone number' },
  loading: { defaultMessage: 'Loading clients', description: 'Screen reader: while loading' },
  noMatch: { defaultMessage: 'No clients match the search.', description: 'Clients: a search found nobody' },
  noMatchHint: {
    defaultMessage: 'Try another name or phone number, or clear the search.',
    description: 'Clients: a search found nobody',
  },
  none: { defaultMessage: 'No clients yet', description: 'Clients: the gym has no clients' },
  noneHint: {
    defaultMessage: 'Add your first client to keep their membership, invoices and payments.',
    description: 'Clients: the gym has no clients',
  },
  deleteTitle: { defaultMessage: 'Delete Client', description: 'Clients: the delete confirmation’s title' },
  deleteQuestion: {
    defaultMessage: 'Delete {name} with their invoices, payments and attendance? This cannot be undone.',
    description: 'Clients: the delete confirmation',
  },
  membership: { defaultMessage: 'Membership', description: 'Clients, column: when the membership ends' },
  noMembership: { defaultMessage: 'No membership', description: 'Clients: a client without a membership' },
  actions: { defaultMessage: 'Actions', description: 'Column: the row’s buttons' },
  sortBy: { defaultMessage: 'Sort by', description: 'A list’s order chooser (on phones)' },
  list: { defaultMessage: 'Clients', description: 'The clients list’s name for screen readers' },
  edit: { defaultMessage: 'Edit {name}', description: 'Screen reader name of a row’s edit button' },
  delete: { defaultMessage: 'Delete {name}', description: 'Screen reader name of a row’s delete button' },
  addInvoice: {
    defaultMessage: 'Add invoice for {name}',
    description: 'Screen reader name of a row’s add invoice button',
  },
  whatsapp: {
    defaultMessage: 'WhatsApp {name}',
    description: 'Screen reader name of a row’s WhatsApp button',
  },
});

/** The phone's sort choice (no column headers on cards): each column one way or the other. */
const PHONE_SORTS = [
  { id: 'name.asc', label: TEXT.nameAZ },
  { id: 'name.desc', label: TEXT.nameZA },
  { id: 'membershipEndDate.asc', label: TEXT.endingFirst },
  { id: 'membershipEndDate.desc', label: TEXT.endingLast },
] as const;

const { importAction: IMPORT_ACTION } = defineMessages({
  importAction: {
    defaultMessage: 'Import',
    description: 'Clients screen: button that opens the import of clients from a spreadsheet',
  },
});

/** Clients: search by name and phone, sort, page, and each row's edit, delete, invoice and WhatsApp. */
export default function ClientsPage() {
  const t = useT();
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
    deleted: t(TEXT.deleted),
    failed: (error) => errorMessage(error, translate(TEXT.deleteFailed)),
  });
  // The list's filter and order, which the export shares.
  const listFilter = {
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    ...(list.name ? { name: list.name } : {}),
    ...(list.phone ? { phone: list.phone } : {}),
  };
  const clients = api.useQuery(
    'get',
    '/api/clients/gyms/{gymId}',
    {
      params: {
        path: { gymId: gym.gymId ?? 0 },
        query: {
          pageNo: list.page,
          pageSize: list.rowsPerPage,
          ...listFilter,
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
    <Button onPress={() => navigate(ROUTES.clientAdd.to())}>{t(TEXT.add)}</Button>
  ) : null;
  const searching = Boolean(list.name || list.phone);
  return (
    <Stack gap="large">
      <Inline justifyContent="space-between">
        <Heading level={1}>{t(TEXT.title)}</Heading>
        <Inline>
          {may('data.export') ? (
            <ExportButton
              download={() =>
                apiClient.GET('/api/exports/clients/gyms/{gymId}', {
                  params: { path: { gymId: gym.gymId ?? 0 }, query: listFilter },
                  parseAs: 'blob',
                })
              }
            />
          ) : null}
          {may('data.import') ? (
            <Button variant="secondary" onPress={() => navigate(ROUTES.clientImport.to())}>
              {t(IMPORT_ACTION)}
            </Button>
          ) : null}
          {addClient}
        </Inline>
      </Inline>
      <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <TextField label={t(TEXT.name)} type="search" value={name} onChange={setName} />
        <TextField label={t(TEXT.phone)} type="search" value={phone} onChange={setPhone} />
      </Box>
      <QueryState query={clients} loadingLabel={t(TEXT.loading)} loadingLines={6}>
        {(page) =>
          page.paginationResponse.totalElements === 0 ? (
            searching ? (
              <EmptyState kind="client" title={t(TEXT.noMatch)} hint={t(TEXT.noMatchHint)} />
            ) : (
              <EmptyState kind="client" title={t(TEXT.none)} hint={t(TEXT.noneHint)} action={addClient} />
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
      <DeleteDialog title={t(TEXT.deleteTitle)} {...deletion.dialog}>
        {(client) => <Text>{t(TEXT.deleteQuestion, { name: client.name })}</Text>}
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
  const t = useT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { today } = useGymFormat();
  const columns: TableColumn<Client>[] = [
    {
      id: 'name',
      title: t(TEXT.name),
      sortable: true,
      isRowHeader: true,
      cell: (client) => (
        <Inline gap="small">
          <Avatar name={client.name} src={client.imageUrl} size="small" decorative />
          <Text>{client.name}</Text>
        </Inline>
      ),
    },
    { id: 'phone', title: t(TEXT.phone), cell: (client) => client.phone },
    {
      id: 'membershipEndDate',
      title: t(TEXT.membership),
      sortable: true,
      cell: (client) => {
        if (!client.membershipEndDate) return <Text tone="muted">{t(TEXT.noMembership)}</Text>;
        const { text, tone } = membershipLabel(client.membershipEndDate, today());
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
    {
      id: 'actions',
      title: t(TEXT.actions),
      cell: (client) => <RowActions client={client} onDelete={onDelete} />,
    },
  ];
  return (
    <Stack gap="medium">
      {mobile ? (
        <Select
          label={t(TEXT.sortBy)}
          options={PHONE_SORTS.map((sort) => ({ id: sort.id, label: t(sort.label) }))}
          selectedKey={`${list.sortBy}.${list.sortOrder}`}
          onSelectionChange={(key) => {
            const [sortBy, sortOrder] = String(key).split('.') as [ClientSortBy, 'asc' | 'desc'];
            change({ kind: 'sort', sortBy, sortOrder });
          }}
        />
      ) : null}
      <ResponsiveList
        label={t(TEXT.list)}
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
  const t = useT();
  const navigate = useNavigate();
  const whatsapp = whatsappLink(client.phone, useGymFormat().timeZone);
  const may = useMay();
  return (
    <Inline gap="xxsmall">
      {may('clients.write') ? (
        <IconButton
          label={t(TEXT.edit, { name: client.name })}
          onPress={() => navigate(ROUTES.clientEdit.to({ clientId: client.id }))}
        >
          <PencilIcon />
        </IconButton>
      ) : null}
      {may('clients.delete') ? (
        <IconButton
          label={t(TEXT.delete, { name: client.name })}
          tone="critical"
          onPress={() => onDelete(client)}
        >
          <TrashIcon />
        </IconButton>
      ) : null}
      {may('invoices.write') ? (
        <IconButton
          label={t(TEXT.addInvoice, { name: client.name })}
          onPress={() => navigate(ROUTES.clientInvoiceAdd.to({ clientId: client.id }))}
        >
          <AddInvoiceIcon />
        </IconButton>
      ) : null}
      {whatsapp ? (
        <IconLink
          label={t(TEXT.whatsapp, { name: client.name })}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageIcon />
        </IconLink>
      ) : (
        <IconButton
          label={t(TEXT.whatsapp, { name: client.name })}
          onPress={() => showToast(translate(NO_PHONE_MESSAGE))}
        >
          <MessageIcon />
        </IconButton>
      )}
    </Inline>
  );
}
