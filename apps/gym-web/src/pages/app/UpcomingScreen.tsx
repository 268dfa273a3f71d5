import { Card, Heading, Stack, Text } from '@gym/ui';
import { useLocation } from 'react-router-dom';

const TITLES: [prefix: string, title: string][] = [
  ['/home', 'Dashboard'],
  ['/money', 'Money'],
  ['/gyms/pricing', 'Pricing Plans'],
  ['/devices', 'Devices'],
  ['/clients', 'Clients'],
  ['/Schedule', 'SMS Settings'],
  ['/sms', 'SMS'],
  ['/profile', 'Profile'],
  ['/attendance', 'Attendance'],
  ['/manage-users', 'Users'],
  ['/manage-gyms', 'Gyms'],
  ['/admin-reports', 'Reports'],
];

/**
 * The operations screens of part 2 are built in their own issue; until then each route names its
 * screen and says so, rather than failing.
 */
export default function UpcomingScreen() {
  const { pathname } = useLocation();
  const title = TITLES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'This screen';
  return (
    <Stack>
      <Heading level={1}>{title}</Heading>
      <Card>
        <Text>{title} arrives with the operations release. Everything else in the menu works today.</Text>
      </Card>
    </Stack>
  );
}
