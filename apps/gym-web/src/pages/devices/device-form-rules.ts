import { type components, validationMessages } from '@gym/api-client';

export type Device = components['schemas']['AccessControlDevice'];
export type DeviceFormValues = Pick<Device, 'deviceName' | 'door' | 'serialNumber'>;
export type DeviceFormErrors = Partial<Record<keyof DeviceFormValues, string>>;

/** The specification's default name of a new device. */
export const DEFAULT_DEVICE_NAME = 'k40 pro';

/** The toast when a required field is blank. */
export const FILL_REQUIRED = 'Please fill out the required fields.';

export const DEVICE_FIELDS = [
  { field: 'deviceName', label: 'Device Name' },
  { field: 'door', label: 'Door' },
  { field: 'serialNumber', label: 'Serial Number' },
] as const satisfies readonly { field: keyof DeviceFormValues; label: string }[];

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
