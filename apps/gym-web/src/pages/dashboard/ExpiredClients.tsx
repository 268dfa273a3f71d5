import type { components } from '@gym/api-client';
import {
  Avatar,
  Badge,
  Button,
  Card,
  clientDisplayName,
  Inline,
  Pagination,
  ResponsiveList,
  showToast,
  Text,
} from '@gym/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { EXPIRED_CLIENT_LIST, EXPIRED_PAGE_SIZE, expiredDaysLabel } from './expired-clients.ts';

type ExpiredClient = components['schemas']['ExpiredClient'];

/**
 * Active clients whose membership has ended, longest expired first: photo or initial, name, the
 * days expired and 'Set Inactive'; a row opens the client. 25 a page, Previous/Next only when there
 * is more than one page; the page is kept in the address so Back from a client returns to it.
 */
export function ExpiredClients({ gymId }: { gymId: number }) {
  const navigate = useNavigate();
  const [{ page }, change] = useUrlListState(EXPIRED_CLIENT_LIST);
  const expired = api.useQuery('get', '/api/expired-clients/gyms/{gymId}', {
    params: { path: { gymId }, query: { page, size: EXPIRED_PAGE_SIZE } },
  });
  const setInactive = api.useMutation('post', '/api/clients/{id}/set-inactive');
  const [pendingId, setPendingId] = useState<number | null>(null);

  // Setting the last client of a later page inactive leaves that page empty: show the last one left.
  const totalPages = expired.data?.paginationResponse.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages) {
      change({ page: Math.max(0, totalPages - 1) }, 'correction');
    }
  });

  const markInactive = (client: ExpiredClient) => {
    setPendingId(client.id);
    setInactive.mutate(
      { params: { path: { id: client.id } } },
      {
        onSuccess: () => showToast('Client has been set to inactive.', 'success'),
        onError: () => showToast('Failed to set client to inactive.'),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <Card title="Expired Clients" level={2}>
      <QueryState
        query={expired}
        loadingLabel="Loading expired clients"
        loadingLines={5}
        empty={{
          isEmpty: isEmptyPage,
          kind: 'expired client',
          next: <Text tone="muted">Clients appear here the day after their membership ends.</Text>,
        }}
      >
        {(answer) => (
          <>
            <ResponsiveList<ExpiredClient>
              label="Expired clients"
              items={answer.content}
              rowKey={(client) => client.id}
              onRowAction={(id) => navigate(ROUTES.clientDetail.to({ clientId: id }))}
              columns={[
                {
                  id: 'name',
                  title: 'Client',
                  isRowHeader: true,
                  cell: (client) => (
                    <Inline>
                      <Avatar name={client.name} src={client.imageUrl} size="small" decorative />
                      <span>{clientDisplayName(client.name)}</span>
                    </Inline>
                  ),
                },
                {
                  id: 'expired',
                  title: 'Expired',
                  cell: (client) => <Badge tone="critical">{expiredDaysLabel(client.expiredDays)}</Badge>,
                },
                {
                  id: 'action',
                  title: 'Action',
                  align: 'end',
                  cell: (client) => (
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={`Set Inactive: ${clientDisplayName(client.name)}`}
                      isPending={pendingId === client.id}
                      pendingLabel="Setting inactive..."
                      isDisabled={pendingId !== null && pendingId !== client.id}
                      onPress={() => markInactive(client)}
                    >
                      Set Inactive
                    </Button>
                  ),
                },
              ]}
            />
            {answer.paginationResponse.totalPages > 1 ? (
              <Pagination
                pageNo={page}
                pageSize={EXPIRED_PAGE_SIZE}
                totalElements={answer.totalElements}
                onPageChange={(next) => change({ page: next })}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
