import { errorMessage } from '@gym/api-client';
import { ErrorPanel, Skeleton } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { GymForm } from './GymForm.tsx';
import { GymImages } from './GymImages.tsx';
import { gymToForm } from './gym-form-rules.ts';
import { useSaveGym } from './useSaveGym.ts';

/** Edit Gym: on success, back one page. */
export default function GymEditPage() {
  const gymId = Number(useParams().gymId);
  const navigate = useNavigate();
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: gymId } } });
  const { save, isSaving } = useSaveGym(() => navigate(-1));
  if (gym.isPending) return <Skeleton lines={8} label="Loading the gym" />;
  if (gym.isError) return <ErrorPanel message={errorMessage(gym.error, '')} onRetry={() => gym.refetch()} />;
  return (
    <GymForm
      title="Edit Gym"
      initial={gymToForm(gym.data)}
      isSaving={isSaving}
      onSave={(values) => save(values, gymId)}
      images={(values, set) => (
        <GymImages
          values={values}
          set={set}
          current={{ logo: gym.data.gymLogoImageUrl, wifi: gym.data.wifiScannerImageUrl }}
        />
      )}
    />
  );
}
