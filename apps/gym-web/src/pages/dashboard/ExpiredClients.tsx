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
import { api } from '../../app/api.ts';
import { isEmptyPage, QueryState } from '../../app/QueryState.tsx';
import { useUrlListState } from '../../app/url-list-state.ts';
import { COMMON } from '../../i18n/common.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { EXPIRED_CLIENT_LIST, EXPIRED_PAGE_SIZE, expiredDaysLabel } from './expired-clients.ts';

type ExpiredClient = components['schemas']['ExpiredClient'];

const TEXT = defineMessages({
  setInactiveDone: {
    defaultMessage: 'Client has been set to inactive.',
    description: 'Toast after Set Inactive',
  },
  setInactiveFailed: {
    defaultMessage: 'Failed to set client to inactive.',
    description: 'Toast when Set Inactive failed',
  },
  title: {
    defaultMessage: 'Expired Clients',
    description: 'Dashboard: the card of clients whose membership ended',
  },
  loading: { defaultMessage: 'Loading expired clients', description: 'Screen reader: while loading' },
  empty: {
    defaultMessage: 'No expired client data available.',
    description: 'Dashboard, when no membership has ended',
  },
  emptyNext: {
    defaultMessage: 'Clients appear here the day after their membership ends.',
    description: 'Dashboard, no expired clients',
  },
  list: { defaultMessage: 'Expired clients', description: 'The list’s name for screen readers' },
  client: { defaultMessage: 'Client', description: 'Column: the client' },
  expired: { defaultMessage: 'Expired', description: 'Column: how long ago the membership ended' },
  action: { defaultMessage: 'Action', description: 'Column: the row’s button' },
  setInactiveOf: {
    defaultMessage: 'Set Inactive: {name}',
    description: 'Screen reader name of a row’s button',
  },
  setting: { defaultMessage: 'Setting inactive...', description: 'The button while it works' },
  setInactive: { defaultMessage: 'Set Inactive', description: 'Button: the client no longer comes' },
});

/**
 * Active clients whose membership has ended, longest expired first: photo or initial, name, the
 * days expired and 'Set Inactive'; a row opens the client. 25 a page, Previous/Next only when there
 * is more than one page; the page is kept in the address so Back from a client returns to it.
 */
export function ExpiredClients({ gymId }: { gymId: number }) {
  const t = useT();
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
        onSuccess: () => showToast(translate(TEXT.setInactiveDone), 'success'),
        onError: () => showToast(translate(TEXT.setInactiveFailed)),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <Card title={t(TEXT.title)} level={2}>
      <QueryState
        query={expired}
        loadingLabel={t(TEXT.loading)}
        loadingLines={5}
        empty={{
          isEmpty: isEmptyPage,
          kind: 'expired client',
          title: t(TEXT.empty),
          hint: t(COMMON.emptyHint),
          next: <Text tone="muted">{t(TEXT.emptyNext)}</Text>,
        }}
      >
        {(answer) => (
          <>
            <ResponsiveList<ExpiredClient>
              label={t(TEXT.list)}
              items={answer.content}
              rowKey={(client) => client.id}
              onRowAction={(id) => navigate(ROUTES.clientDetail.to({ clientId: id }))}
              columns={[
                {
                  id: 'name',
                  title: t(TEXT.client),
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
                  title: t(TEXT.expired),
                  cell: (client) => <Badge tone="critical">{expiredDaysLabel(client.expiredDays)}</Badge>,
                },
                {
                  id: 'action',
                  title: t(TEXT.action),
                  align: 'end',
                  cell: (client) => (
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t(TEXT.setInactiveOf, { name: clientDisplayName(client.name) })}
                      isPending={pendingId === client.id}
                      pendingLabel={t(TEXT.setting)}
                      isDisabled={pendingId !== null && pendingId !== client.id}
                      onPress={() => markInactive(client)}
                    >
                      {t(TEXT.setInactive)}
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
