import { Badge, Button, Heading, Inline, Stack, type TableColumn, TextField } from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { type SortChoice, SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { roleLabel, type User, verifiedLabel } from './user-labels.ts';
import { USER_LIST, USER_PAGE_SIZES, type UserListParams, type UserSortColumn } from './users-list-params.ts';

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT_CHOICES: SortChoice<UserSortColumn>[] = [
  { id: 'name:asc', label: 'Name A to Z' },
  { id: 'name:desc', label: 'Name Z to A' },
  { id: 'totalSms:desc', label: 'Most SMS' },
  { id: 'totalSms:asc', label: 'Fewest SMS' },
  { id: 'role:asc', label: 'Role A to Z' },
  { id: 'role:desc', label: 'Role Z to A' },
  { id: 'paymentExpiryDate:asc', label: 'Expiring first' },
  { id: 'paymentExpiryDate:desc', label: 'Expiring last' },
];

/** Manage users: search by name and phone, sort, page; all of it in the address. */
export default function UsersPage() {
  const navigate = useNavigate();
  const [params, change] = useUrlListState(USER_LIST);
  const users = api.useQuery(
    'get',
    '/api/users',
    {
      params: {
        query: {
          pageNo: params.page,
          pageSize: params.rowsPerPage,
          sortBy: params.sortBy,
          sortOrder: params.sortOrder,
          ...(params.name ? { name: params.name } : {}),
          ...(params.phone ? { phone: params.phone } : {}),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const searching = Boolean(params.name || params.phone);
  return (
    <Stack>
      <Heading level={1}>Users</Heading>
      <UserSearch params={params} onSearch={change} />
      <QueryState
        query={users}
        loadingLabel="Loading users"
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'user',
          next: searching ? (
            <Button variant="secondary" onPress={() => change({ name: '', phone: '' })}>
              Clear search
            </Button>
          ) : undefined,
        }}
      >
        {(page) => (
          <UsersTable
            items={page.content}
            totalElements={page.paginationResponse.totalElements}
            params={params}
            onChange={change}
            onOpen={(id) => navigate(ROUTES.manageUser.to({ userId: id }))}
          />
        )}
      </QueryState>
    </Stack>
  );
}

interface UserSearchProps {
  params: UserListParams;
  onSearch: (change: Partial<UserListParams>) => void;
}

/** Name and phone searches, run with Search (or Enter) so each keystroke does not ask the server. */
function UserSearch({ params, onSearch }: UserSearchProps) {
  const [name, setName] = useState(params.name);
  const [phone, setPhone] = useState(params.phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ name, phone });
  };
  const clear = () => {
    setName('');
    setPhone('');
    onSearch({ name: '', phone: '' });
  };
  return (
    <form aria-label="Search users" onSubmit={submit}>
      <Inline alignItems="flex-end">
        <TextField label="Name" value={name} onChange={setName} />
        <TextField label="Phone" value={phone} onChange={setPhone} inputMode="numeric" />
        <Button type="submit">Search</Button>
        {params.name || params.phone ? (
          <Button variant="secondary" onPress={clear}>
            Clear
          </Button>
        ) : null}
      </Inline>
    </form>
  );
}

interface UsersTableProps {
  items: readonly User[];
  totalElements: number;
  params: UserListParams;
  onChange: (change: Partial<UserListParams>) => void;
  onOpen: (id: string | number) => void;
}

function UsersTable({ items, totalElements, params, onChange, onOpen }: UsersTableProps) {
  const { date } = useGymFormat();
  const columns: TableColumn<User>[] = [
    { id: 'id', title: 'id', cell: (user) => user.id, align: 'end' },
    { id: 'name', title: 'Name', cell: (user) => user.name, sortable: true, isRowHeader: true },
    { id: 'phone', title: 'Phone', cell: (user) => user.phone },
    { id: 'totalSms', title: 'Sms', cell: (user) => user.totalSms, sortable: true, align: 'end' },
    { id: 'role', title: 'Role', cell: (user) => roleLabel(user.role), sortable: true },
    {
      id: 'paymentExpiryDate',
      title: 'ExpiryDate',
      cell: (user) => (user.paymentExpiryDate ? date(user.paymentExpiryDate) : '-'),
      sortable: true,
    },
    {
      id: 'verified',
      title: 'Verified',
      cell: (user) => {
        const { text, tone } = verifiedLabel(user);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
  ];
  return (
    <SortedPagedList
      label="Users"
      columns={columns}
      items={items}
      rowKey={(user) => user.id}
      onRowAction={onOpen}
      state={params}
      sortChoices={SORT_CHOICES}
      pageSizes={USER_PAGE_SIZES}
      totalElements={totalElements}
      onChange={onChange}
    />
  );
}
