import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes/route-table.ts';
import { GymForm } from './GymForm.tsx';
import { GymImagesOnDemand as GymImages } from './GymImagesOnDemand.tsx';
import { EMPTY_GYM_FORM } from './gym-form-rules.ts';
import { useSaveGym } from './useSaveGym.ts';

/** Add New Gym: on success, the home route, replacing history. */
export default function GymCreatePage() {
  const navigate = useNavigate();
  const { save, isSaving, refusal } = useSaveGym(() => navigate(ROUTES.home.to(), { replace: true }));
  return (
    <GymForm
      title="Add New Gym"
      initial={EMPTY_GYM_FORM}
      isSaving={isSaving}
      refusal={refusal}
      onSave={(values) => save(values)}
      images={(values, set) => <GymImages values={values} set={set} />}
    />
  );
}
