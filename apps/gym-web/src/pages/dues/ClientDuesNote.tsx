import { Link, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { ROUTES } from '../../routes/route-table.ts';

const TEXT = defineMessages({
  refused: {
    defaultMessage: "The door refuses this member: {overdue} owed past the gym's stop on owe ({due} in all).",
    description: 'Client page: the member owes more than the gym’s stop on owe allows',
  },
  owes: { defaultMessage: 'Owes {due}.', description: 'Client page: what the client owes' },
  seeDues: { defaultMessage: 'See dues', description: 'A link to the Dues page' },
});

/**
 * What the client owes, for the staff at the client page: nothing when nothing is due; the door's
 * refusal first when the gym's stop on owe refuses them (decision 0040).
 */
export function ClientDuesNote({ clientId }: { clientId: number }) {
  const t = useT();
  const { money } = useGymFormat();
  const dues = api.useQuery('get', '/api/dues/clients/{clientId}', { params: { path: { clientId } } });
  if (!dues.data || dues.data.amountDue <= 0) return null;
  const { amountDue, overdueAmount, doorRefused } = dues.data;
  return (
    <Text tone={doorRefused ? 'critical' : 'normal'}>
      {doorRefused
        ? t(TEXT.refused, { overdue: money(overdueAmount), due: money(amountDue) })
        : t(TEXT.owes, { due: money(amountDue) })}{' '}
      <Link href={ROUTES.dues.to()}>{t(TEXT.seeDues)}</Link>
    </Text>
  );
}
