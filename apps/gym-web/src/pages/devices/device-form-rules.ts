import { type components, validationMessages } from '@gym/api-client';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { DEVICE_TEXTS } from './device-texts.ts';

export type Device = components['schemas']['AccessControlDevice'];
export type DeviceFormValues = Pick<Device, 'deviceName' | 'door' | 'serialNumber'>;
export type DeviceFormErrors = Partial<Record<keyof DeviceFormValues, string>>;

/** The specification's default name of a new device. */
export const DEFAULT_DEVICE_NAME = 'k40 pro';

/** The toast when a required field is blank. */
export const FILL_REQUIRED = defineMessages({
  toast: {
    defaultMessage: 'Please fill out the required fields.',
    description: 'Toast: a required field is blank',
  },
}).toast;

export const DEVICE_FIELDS = [
  { field: 'deviceName', label: DEVICE_TEXTS.deviceName },
  { field: 'door', label: DEVICE_TEXTS.door },
  { field: 'serialNumber', label: DEVICE_TEXTS.serialNumber },
] as const satisfies readonly { field: keyof DeviceFormValues; label: Message }[];

export const newDeviceForm = (): DeviceFormValues => ({
  deviceName: DEFAULT_DEVICE_NAME,
  door: '',
  serialNumber: '',
});

export const deviceToForm = ({ deviceName, door, serialNumber }: Device): DeviceFormValues => ({
  deviceName,
  door,
  serialNumber,
});

/** Every field is required: '{label} is required.' (the contract's messages) for each blank one. */
export function validateDeviceForm(values: DeviceFormValues): DeviceFormErrors {
  const errors: DeviceFormErrors = {};
  for (const { field } of DEVICE_FIELDS) {
    if (!values[field].trim()) errors[field] = validationMessages.DeviceRequest[field].required;
  }
  return errors;
}

/** The request body: the fields trimmed, for the selected gym. */
export const toDeviceRequest = (gymId: number, values: DeviceFormValues) => ({
  gymId,
  deviceName: values.deviceName.trim(),
  door: values.door.trim(),
  serialNumber: values.serialNumber.trim(),
});
