import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { type Device, type DeviceFormValues, toDeviceRequest } from './device-form-rules.ts';
import { useSelectedGymId } from './useSelectedGymId.ts';

const TEXT = defineMessages({
  saved: {
    defaultMessage: 'Device saved successfully!',
    description: 'Toast after the device form is saved',
  },
  unknownError: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  saveFailed: {
    defaultMessage: 'Failed to save device: {reason}',
    description: 'Toast; {reason} is the server’s message, already in the language',
  },
});

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
      showToast(translate(TEXT.saved), 'success');
      onSaved(device);
    },
    onError: (error: unknown) =>
      showToast(
        translate(TEXT.saveFailed, { reason: serverText(errorMessage(error, translate(TEXT.unknownError))) }),
      ),
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
