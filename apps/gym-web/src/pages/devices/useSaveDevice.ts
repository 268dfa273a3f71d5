import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { type Device, type DeviceFormValues, toDeviceRequest } from './device-form-rules.ts';
import { useSelectedGymId } from './useSelectedGymId.ts';

/**
 * Registers (no id) or updates a device of the selected gym, with the specification's toasts; the
 * query client refreshes the device lists.
 */
export function useSaveDevice(onSaved: (device: Device) => void) {
  const gymId = useSelectedGymId();
  const create = api.useMutation('post', '/api/access-control-devices');
  const update = api.useMutation('put', '/api/access-control-devices/{id}');
  const done = {
    onSuccess: (device: Device) => {
      showToast('Device saved successfully!', 'success');
      onSaved(device);
    },
    onError: (error: unknown) => showToast(`Failed to save device: ${errorMessage(error, 'Unknown error')}`),
  };
  return {
    isSaving: create.isPending || update.isPending,
    save(values: DeviceFormValues, id?: number) {
      const body = toDeviceRequest(gymId, values);
      if (id === undefined) create.mutate({ body }, done);
      else update.mutate({ params: { path: { id } }, body }, done);
    },
  };
}
