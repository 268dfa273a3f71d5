import { Box, Button, Heading, Link, Stack, Text } from '@gym/ui';
import { useEffect } from 'react';
import { api } from '../../app/api.ts';
import { NO_SUPPORT_PHONE, useSupportContact } from '../../app/support-contact.ts';
import { translate } from '../../i18n/i18n.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';

/** How often the page asks whether the subscription was renewed meanwhile. */
const RECHECK_MS = 30_000;

/**
 * Guard 3: an unverified user (subscription expired) is asked to renew. The page asks the server
 * again now and then (and on coming back to the tab, or on request): once the subscription is
 * renewed the app opens without signing in again.
 */
export function RenewalPage() {
  const navigate = useNavigate();
  const userId = useSession().user.userId ?? 0;
  const me = api.useQuery(
    'get',
    '/api/users/{id}',
    { params: { path: { id: userId } } },
    { enabled: userId > 0, refetchInterval: RECHECK_MS },
  );
  const renewed = me.data?.verified === true;
  const contact = useSupportContact();
  useEffect(() => {
    if (renewed) sessionStore.setVerified(true);
  }, [renewed]);
  return (
    <Box as="main" padding="xlarge" display="flex" justifyContent="center">
      <CenteredPanel>
        <Stack>
          <Heading level={1}>Membership Renewal Required</Heading>
          <Text>Your subscription has ended. Renew it to keep managing your gyms; your data is safe.</Text>
          {contact === 'none' ? <Text tone="muted">{translate(NO_SUPPORT_PHONE)}</Text> : null}
          {typeof contact === 'object' ? (
            <Link
              variant="standalone"
              href={contact.whatsapp('Hello, I would like to renew my gym platform membership.')}
            >
              Contact us on WhatsApp
            </Link>
          ) : null}
          <Button onPress={() => me.refetch()} isDisabled={me.isFetching}>
            {me.isFetching ? 'Checking...' : 'I have renewed: check again'}
          </Button>
          <Button variant="secondary" onPress={() => navigate(ROUTES.logout.to())}>
            Logout
          </Button>
        </Stack>
      </CenteredPanel>
    </Box>
  );
}
