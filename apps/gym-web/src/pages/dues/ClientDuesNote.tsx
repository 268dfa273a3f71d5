import { Link, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { ROUTES } from '../../routes/route-table.ts';

/**
 * What the client owes, for the staff at the client page: nothing when nothing is due; the door's
 * refusal first when the gym's stop on owe refuses them (decision 0040).
 */
export function ClientDuesNote({ clientId }: { clientId: number }) {
  const { money } = useGymFormat();
  const dues = api.useQuery('get', '/api/dues/clients/{clientId}', { params: { path: { clientId } } });
  if (!dues.data || dues.data.amountDue <= 0) return null;
  const { amountDue, overdueAmount, doorRefused } = dues.data;
  return (
    <Text tone={doorRefused ? 'critical' : 'normal'}>
      {doorRefused
        ? `The door refuses this member: ${money(overdueAmount)} owed past the gym's stop on owe (${money(amountDue)} in all). `
        : `Owes ${money(amountDue)}. `}
      <Link href={ROUTES.dues.to()}>See dues</Link>
    </Text>
  );
}
