import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { GymForm } from './GymForm.tsx';
import { GymImagesOnDemand as GymImages } from './GymImagesOnDemand.tsx';
import { EMPTY_GYM_FORM } from './gym-form-rules.ts';
import { useSaveGym } from './useSaveGym.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Add New Gym', description: 'The gym form’s title when adding a gym' },
});

/** Add New Gym: on success, the home route, replacing history. */
export default function GymCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const { save, isSaving, refusal } = useSaveGym(() => navigate(ROUTES.home.to(), { replace: true }));
  return (
    <GymForm
      title={t(TEXT.title)}
      initial={EMPTY_GYM_FORM}
      isSaving={isSaving}
      refusal={refusal}
      onSave={(values) => save(values)}
      images={(values, set) => <GymImages values={values} set={set} />}
    />
  );
}
