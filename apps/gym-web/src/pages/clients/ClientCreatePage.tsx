import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { ClientForm } from './ClientForm.tsx';
import { emptyClientForm } from './client-form-rules.ts';
import { useSaveClient } from './useSaveClient.ts';

/** Add Client, to the selected gym: on success, the new client's page. */
export default function ClientCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const { gym } = useSession();
  const { today } = useGymFormat();
  const { save, isSaving, refusal } = useSaveClient((client) =>
    navigate(ROUTES.clientDetail.to({ clientId: client.id }), { replace: true }),
  );
  // RequireGym guards this page, so a gym is selected.
  const { gymId } = gym;
  if (gymId === null) return null;
  return (
    <ClientForm
      title={t({ defaultMessage: 'Add Client', description: 'Add client page: its heading' })}
      gymId={gymId}
      initial={emptyClientForm(today())}
      isSaving={isSaving}
      refusal={refusal}
      onSave={(values) => save(values, { gymId })}
    />
  );
}
