import { Badge, Button, Heading, Inline, Stack, type TableColumn, TextField } from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { type SortChoice, SortedPagedList } from '../../app/SortedPagedList.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import { roleLabel, type User, verifiedLabel } from './user-labels.ts';
import { USER_LIST, USER_PAGE_SIZES, type UserListParams, type UserSortColumn } from './users-list-params.ts';

/** The phone's order choice, standing in for the table's sortable headers. */
const SORT = defineMessages({
  nameAsc: { defaultMessage: 'Name A to Z', description: 'Users: order on a phone' },
  nameDesc: { defaultMessage: 'Name Z to A', description: 'Users: order on a phone' },
  smsDesc: { defaultMessage: 'Most SMS', description: 'Users: order on a phone' },
  smsAsc: { defaultMessage: 'Fewest SMS', description: 'Users: order on a phone' },
  roleAsc: { defaultMessage: 'Role A to Z', description: 'Users: order on a phone' },
  roleDesc: { defaultMessage: 'Role Z to A', description: 'Users: order on a phone' },
  expiryAsc: { defaultMessage: 'Expiring first', description: 'Users: order on a phone' },
  expiryDesc: { defaultMessage: 'Expiring last', description: 'Users: order on a phone' },
});
const SORT_CHOICES: { id: SortChoice<UserSortColumn>['id']; label: Message }[] = [
  { id: 'name:asc', label: SORT.nameAsc },
  { id: 'name:desc', label: SORT.nameDesc },
  { id: 'totalSms:desc', label: SORT.smsDesc },
  { id: 'totalSms:asc', label: SORT.smsAsc },
  { id: 'role:asc', label: SORT.roleAsc },
  { id: 'role:desc', label: SORT.roleDesc },
  { id: 'paymentExpiryDate:asc', label: SORT.expiryAsc },
  { id: 'paymentExpiryDate:desc', label: SORT.expiryDesc },
];

const TEXT = defineMessages({
  loading: { defaultMessage: 'Loading users', description: 'Screen reader: while loading' },
  clearSearch: { defaultMessage: 'Clear search', description: 'Users: no user found, drop the search' },
  searchUsers: { defaultMessage: 'Search users', description: 'Users: the search form’s name' },
  clear: { defaultMessage: 'Clear', description: 'Users: empty the search fields' },
  sms: { defaultMessage: 'Sms', description: 'Users: column, the user’s SMS credits' },
  expiryDate: { defaultMessage: 'ExpiryDate', description: 'Admin: the subscription’s end date column' },
  verified: { defaultMessage: 'Verified', description: 'Users: column' },
});

/** Manage users: search by name and phone, sort, page; all of it in the address. */
export default function UsersPage() {
  const t = useT();
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
      <Heading level={1}>{t(ADMIN_TEXTS.users)}</Heading>
      <UserSearch params={params} onSearch={change} />
      <QueryState
        query={users}
        loadingLabel={t(TEXT.loading)}
        loadingLines={params.rowsPerPage}
        empty={{
          isEmpty: (page) => isEmptyPage(page) && params.page === 0,
          kind: 'user',
          next: searching ? (
            <Button variant="secondary" onPress={() => change({ name: '', phone: '' })}>
              {t(TEXT.clearSearch)}
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
  const t = useT();
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
    <form aria-label={t(TEXT.searchUsers)} onSubmit={submit}>
      <Inline alignItems="flex-end">
        <TextField label={t(ADMIN_TEXTS.name)} value={name} onChange={setName} />
        <TextField label={t(ADMIN_TEXTS.phone)} value={phone} onChange={setPhone} inputMode="numeric" />
        <Button type="submit">{t(ADMIN_TEXTS.search)}</Button>
        {params.name || params.phone ? (
          <Button variant="secondary" onPress={clear}>
            {t(TEXT.clear)}
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
  const t = useT();
  const { date } = useGymFormat();
  const columns: TableColumn<User>[] = [
    { id: 'id', title: 'id', cell: (user) => user.id, align: 'end' },
    { id: 'name', title: t(ADMIN_TEXTS.name), cell: (user) => user.name, sortable: true, isRowHeader: true },
    { id: 'phone', title: t(ADMIN_TEXTS.phone), cell: (user) => user.phone },
    { id: 'totalSms', title: t(TEXT.sms), cell: (user) => user.totalSms, sortable: true, align: 'end' },
    { id: 'role', title: t(ADMIN_TEXTS.role), cell: (user) => roleLabel(user.role), sortable: true },
    {
      id: 'paymentExpiryDate',
      title: t(TEXT.expiryDate),
      cell: (user) => (user.paymentExpiryDate ? date(user.paymentExpiryDate) : '-'),
      sortable: true,
    },
    {
      id: 'verified',
      title: t(TEXT.verified),
      cell: (user) => {
        const { text, tone } = verifiedLabel(user);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
  ];
  return (
    <SortedPagedList
      label={t(ADMIN_TEXTS.users)}
      columns={columns}
      items={items}
      rowKey={(user) => user.id}
      onRowAction={onOpen}
      state={params}
      sortChoices={SORT_CHOICES.map(({ id, label }) => ({ id, label: t(label) }))}
      pageSizes={USER_PAGE_SIZES}
      totalElements={totalElements}
      onChange={onChange}
    />
  );
}
