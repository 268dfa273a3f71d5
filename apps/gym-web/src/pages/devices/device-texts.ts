import { defineMessages } from '../../i18n/messages.ts';

/** Words several device screens share. */
export const DEVICE_TEXTS = defineMessages({
  deviceName: { defaultMessage: 'Device Name' },
  door: { defaultMessage: 'Door', description: 'The door a device opens' },
  serialNumber: { defaultMessage: 'Serial Number', description: 'A door device’s serial number' },
  doorIs: { defaultMessage: 'Door: {door}', description: 'A door device’s door' },
  serialNumberIs: { defaultMessage: 'Serial Number: {serialNumber}' },
  editDevice: {
    defaultMessage: 'Edit Device',
    description: 'The device form’s title when editing; the device page’s button',
  },
  deviceInfo: {
    defaultMessage: 'Device Info',
    description: 'A door device’s card of door and serial number',
  },
  loadingDevice: { defaultMessage: 'Loading the device', description: 'Screen reader: while a device loads' },
});
