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
import { ROUTES } from '../../routes/route-table.ts';
import { GYM_LIST, GYMS_PAGE_SIZE } from './gyms-list-params.ts';

type GymWithOwner = components['schemas']['GymWithOwner'];

/** Every user's gyms (or one user's), searched by name, 25 a page; each names its owner and links to them. */
export default function ManageGymsPage() {
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
      <Heading level={1}>Gyms</Heading>
      <form aria-label="Search gyms" onSubmit={search}>
        <Inline alignItems="flex-end">
          <TextField label="Gym name" value={gymName} onChange={setGymName} />
          <Button type="submit">Search</Button>
          {params.userId !== null ? (
            <Button variant="secondary" onPress={() => change({ userId: null })}>
              Show every user's gyms
            </Button>
          ) : null}
        </Inline>
      </form>
      <QueryState
        query={gyms}
        loadingLabel="Loading gyms"
        loadingLines={8}
        empty={{ isEmpty: (page) => isEmptyPage(page) && params.page === 0, kind: 'gym' }}
      >
        {(page) => (
          <Stack gap="medium">
            <ResponsiveList<GymWithOwner>
              label="Gyms of every user"
              items={page.content}
              rowKey={({ gym }) => gym.id}
              columns={[
                { id: 'gymName', title: 'Gym', cell: ({ gym }) => gym.gymName, isRowHeader: true },
                { id: 'branch', title: 'Branch', cell: ({ gym }) => gym.branch ?? '-' },
                {
                  id: 'owner',
                  title: 'Owner',
                  cell: ({ owner }) => (
                    <Stack gap="xxsmall">
                      <Link href={ROUTES.manageUser.to({ userId: owner.id })}>{owner.name}</Link>
                      <Text tone="muted">{owner.phone}</Text>
                    </Stack>
                  ),
                },
                { id: 'contact', title: 'Contact', cell: ({ gym }) => gym.contactNumber.join(', ') || '-' },
                { id: 'currency', title: 'Currency', cell: ({ gym }) => gym.currency },
                {
                  id: 'createdAt',
                  title: 'Created',
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
