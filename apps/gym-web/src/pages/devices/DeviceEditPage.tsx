import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { DeviceForm } from './DeviceForm.tsx';
import { deviceToForm } from './device-form-rules.ts';
import { useSaveDevice } from './useSaveDevice.ts';

/** Edit Device: on success, back one page. */
export default function DeviceEditPage() {
  const deviceId = Number(useParams().deviceId);
  const navigate = useNavigate();
  const device = api.useQuery('get', '/api/access-control-devices/{id}', {
    params: { path: { id: deviceId } },
  });
  const { save, isSaving } = useSaveDevice(() => navigate(-1));
  return (
    <QueryState query={device} loadingLabel="Loading the device" loadingLines={4}>
      {(data) => (
        <DeviceForm
          title="Edit Device"
          initial={deviceToForm(data)}
          isSaving={isSaving}
          onSave={(values) => save(values, deviceId)}
          onCancel={() => navigate(-1)}
        />
      )}
    </QueryState>
  );
}
