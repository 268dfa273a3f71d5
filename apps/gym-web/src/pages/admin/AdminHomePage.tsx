import { Heading, Stack, Text } from '@gym/ui';
import { useSession } from '../../session/session-store.ts';

/** The admin home: a greeting; the admin screens are in the menu. */
export default function AdminHomePage() {
  const { user } = useSession();
  return (
    <Stack>
      <Heading level={1}>Admin</Heading>
      <Text tone="muted">
        Signed in as {user.name ?? 'super admin'}. Turn the Admin Panel switch off to use the gym app.
      </Text>
    </Stack>
  );
}
