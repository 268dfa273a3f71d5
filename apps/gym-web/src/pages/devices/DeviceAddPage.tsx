import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceForm } from './DeviceForm.tsx';
import { newDeviceForm } from './device-form-rules.ts';
import { useSaveDevice } from './useSaveDevice.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Add Device', description: 'The device form’s title when adding' },
});

/** Add Device: on success, the new device's page. */
export default function DeviceAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const { save, isSaving } = useSaveDevice((device) =>
    navigate(ROUTES.deviceDetail.to({ deviceId: device.id }), { replace: true }),
  );
  return (
    <DeviceForm
      title={t(TEXT.title)}
      initial={newDeviceForm()}
      isSaving={isSaving}
      onSave={(values) => save(values)}
      onCancel={() => navigate(ROUTES.devices.to())}
    />
  );
}
