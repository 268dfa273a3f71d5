import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { DeviceForm } from './DeviceForm.tsx';
import { deviceToForm } from './device-form-rules.ts';
import { DEVICE_TEXTS } from './device-texts.ts';
import { useSaveDevice } from './useSaveDevice.ts';

/** Edit Device: on success or cancel, back one page (the device's page when opened directly). */
export default function DeviceEditPage() {
  const t = useT();
  const deviceId = Number(useParams().deviceId);
  const goBack = useGoBack();
  const detail = ROUTES.deviceDetail.to({ deviceId });
  const device = api.useQuery('get', '/api/access-control-devices/{id}', {
    params: { path: { id: deviceId } },
  });
  const { save, isSaving } = useSaveDevice(() => goBack(detail));
  return (
    <QueryState query={device} loadingLabel={t(DEVICE_TEXTS.loadingDevice)} loadingLines={4}>
      {(data) => (
        <DeviceForm
          title={t(DEVICE_TEXTS.editDevice)}
          initial={deviceToForm(data)}
          isSaving={isSaving}
          onSave={(values) => save(values, deviceId)}
          onCancel={() => goBack(detail)}
        />
      )}
    </QueryState>
  );
}
