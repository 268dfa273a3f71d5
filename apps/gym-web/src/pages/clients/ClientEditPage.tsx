import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { ClientForm } from './ClientForm.tsx';
import { clientToForm } from './client-form-rules.ts';
import { useSaveClient } from './useSaveClient.ts';

const TEXT = defineMessages({
  loading: { defaultMessage: 'Loading the client', description: 'Screen reader: while loading' },
  title: { defaultMessage: 'Edit Client', description: 'Edit client page: its heading' },
});

/** Edit Client: on success, back where the user came from (the client's page when opened directly). */
export default function ClientEditPage() {
  const t = useT();
  const clientId = Number(useParams().clientId);
  const goBack = useGoBack();
  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  const { save, isSaving, refusal } = useSaveClient(() => goBack(ROUTES.clientDetail.to({ clientId })));
  return (
    <QueryState query={client} loadingLabel={t(TEXT.loading)} loadingLines={10}>
      {(data) => (
        <ClientForm
          title={t(TEXT.title)}
          gymId={data.gymId}
          initial={clientToForm(data)}
          existingPhoto={data.imageUrl}
          isSaving={isSaving}
          refusal={refusal}
          onSave={(values) => save(values, { clientId })}
        />
      )}
    </QueryState>
  );
}
