import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { GymForm } from './GymForm.tsx';
import { GymImagesOnDemand as GymImages } from './GymImagesOnDemand.tsx';
import { gymToForm } from './gym-form-rules.ts';
import { GYM_TEXTS } from './gym-texts.ts';
import { useSaveGym } from './useSaveGym.ts';

/** Edit Gym: on success, back one page (the gym's page when opened directly). */
export default function GymEditPage() {
  const t = useT();
  const gymId = Number(useParams().gymId);
  const goBack = useGoBack();
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: gymId } } });
  const { save, isSaving, refusal } = useSaveGym(() => goBack(ROUTES.gymDetail.to({ gymId })));
  return (
    <QueryState query={gym} loadingLabel={t(GYM_TEXTS.loadingGym)} loadingLines={8}>
      {(data) => (
        <GymForm
          title={t(GYM_TEXTS.editGym)}
          initial={gymToForm(data)}
          isSaving={isSaving}
          refusal={refusal}
          onSave={(values) => save(values, gymId)}
          images={(values, set) => (
            <GymImages
              values={values}
              set={set}
              current={{ logo: data.gymLogoImageUrl, wifi: data.wifiScannerImageUrl }}
            />
          )}
        />
      )}
    </QueryState>
  );
}
