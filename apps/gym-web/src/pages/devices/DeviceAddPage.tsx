import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceForm } from './DeviceForm.tsx';
import { newDeviceForm } from './device-form-rules.ts';
import { useSaveDevice } from './useSaveDevice.ts';

/** Add Device: on success, the new device's page. */
export default function DeviceAddPage() {
  const navigate = useNavigate();
  const { save, isSaving } = useSaveDevice((device) =>
    navigate(ROUTES.deviceDetail.to({ deviceId: device.id }), { replace: true }),
  );
  return (
    <DeviceForm
      title="Add Device"
      initial={newDeviceForm()}
      isSaving={isSaving}
      onSave={(values) => save(values)}
      onCancel={() => navigate(ROUTES.devices.to())}
    />
  );
}
