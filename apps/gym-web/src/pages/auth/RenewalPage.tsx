import { Box, Button, Heading, Link, Stack, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { whatsappLink } from '../../app/support-contact.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { ROUTES } from '../../routes/route-table.ts';

/** Guard 3: an unverified user (subscription expired) is asked to renew. */
export function RenewalPage() {
  const navigate = useNavigate();
  return (
    <Box as="main" padding="xlarge" display="flex" justifyContent="center">
      <CenteredPanel>
        <Stack>
          <Heading level={1}>Membership Renewal Required</Heading>
          <Text>Your subscription has ended. Renew it to keep managing your gyms; your data is safe.</Text>
          <Link
            variant="standalone"
            href={whatsappLink('Hello, I would like to renew my gym platform membership.')}
          >
            Contact us on WhatsApp
          </Link>
          <Button variant="secondary" onPress={() => navigate(ROUTES.logout.to())}>
            Logout
          </Button>
        </Stack>
      </CenteredPanel>
    </Box>
  );
}
