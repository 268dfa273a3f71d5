import type { components } from '@gym/api-client';
import {
  Button,
  formatDate,
  Heading,
  Inline,
  Link,
  Pagination,
  ResponsiveList,
  Stack,
  Text,
  TextField,
} from '@gym/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { gymDates } from '../../app/gym-format.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
import { GYM_LIST, GYMS_PAGE_SIZE } from './gyms-list-params.ts';

type GymWithOwner = components['schemas']['GymWithOwner'];

const TEXT = defineMessages({
  searchGyms: { defaultMessage: 'Search gyms', description: 'Admin gyms: the search form’s name' },
  gymName: { defaultMessage: 'Gym name', description: 'Admin gyms: the search field' },
  everyUser: {
    defaultMessage: "Show every user's gyms",
    description: 'Admin gyms: drop the one-user filter',
  },
  label: { defaultMessage: 'Gyms of every user', description: 'The table’s name' },
  gym: { defaultMessage: 'Gym', description: 'Admin gyms: column' },
  branch: { defaultMessage: 'Branch', description: 'Admin gyms: column' },
  owner: { defaultMessage: 'Owner', description: 'Admin gyms: column' },
  contact: { defaultMessage: 'Contact', description: 'Admin gyms: column' },
  currency: { defaultMessage: 'Currency', description: 'Admin gyms: column' },
});

/** Every user's gyms (or one user's), searched by name, 25 a page; each names its owner and links to them. */
export default function ManageGymsPage() {
  const t = useT();
  const [params, change] = useUrlListState(GYM_LIST);
  const [gymName, setGymName] = useState(params.gymName);
  const gyms = api.useQuery(
    'get',
    '/api/admin/gyms',
    {
      params: {
        query: {
          pageNo: params.page,
          pageSize: GYMS_PAGE_SIZE,
          sortBy: 'gymName',
          sortOrder: 'asc',
          ...(params.gymName ? { gymName: params.gymName } : {}),
          ...(params.userId !== null ? { userId: params.userId } : {}),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ gymName });
  };
  return (
    <Stack>
      <Heading level={1}>{t(ADMIN_TEXTS.gyms)}</Heading>
      <form aria-label={t(TEXT.searchGyms)} onSubmit={search}>
        <Inline alignItems="flex-end">
          <TextField label={t(TEXT.gymName)} value={gymName} onChange={setGymName} />
          <Button type="submit">{t(ADMIN_TEXTS.search)}</Button>
          {params.userId !== null ? (
            <Button variant="secondary" onPress={() => change({ userId: null })}>
              {t(TEXT.everyUser)}
            </Button>
          ) : null}
        </Inline>
      </form>
      <QueryState
        query={gyms}
        loadingLabel={t(ADMIN_TEXTS.loadingGyms)}
        loadingLines={8}
        empty={{ isEmpty: (page) => isEmptyPage(page) && params.page === 0, kind: 'gym' }}
      >
        {(page) => (
          <Stack gap="medium">
            <ResponsiveList<GymWithOwner>
              label={t(TEXT.label)}
              items={page.content}
              rowKey={({ gym }) => gym.id}
              columns={[
                { id: 'gymName', title: t(TEXT.gym), cell: ({ gym }) => gym.gymName, isRowHeader: true },
                { id: 'branch', title: t(TEXT.branch), cell: ({ gym }) => gym.branch ?? '-' },
                {
                  id: 'owner',
                  title: t(TEXT.owner),
                  cell: ({ owner }) => (
                    <Stack gap="xxsmall">
                      <Link href={ROUTES.manageUser.to({ userId: owner.id })}>{owner.name}</Link>
                      <Text tone="muted">{owner.phone}</Text>
                    </Stack>
                  ),
                },
                {
                  id: 'contact',
                  title: t(TEXT.contact),
                  cell: ({ gym }) => gym.contactNumber.join(', ') || '-',
                },
                { id: 'currency', title: t(TEXT.currency), cell: ({ gym }) => gym.currency },
                {
                  id: 'createdAt',
                  title: t(ADMIN_TEXTS.created),
                  // The gym's own date (what the gym would say), not the viewer's or UTC's.
                  cell: ({ gym }) => formatDate(gym.createdAt, gymDates(gym)),
                },
              ]}
            />
            <Pagination
              pageNo={params.page}
              pageSize={GYMS_PAGE_SIZE}
              totalElements={page.paginationResponse.totalElements}
              onPageChange={(next) => change({ page: next })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
