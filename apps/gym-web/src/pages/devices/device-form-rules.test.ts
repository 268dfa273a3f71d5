import { describe, expect, it } from 'vitest';
import { newDeviceForm, toDeviceRequest, validateDeviceForm } from './device-form-rules.ts';

describe('the device form', () => {
  it("starts a new device as 'k40 pro' with the door and serial number blank", () => {
    expect(newDeviceForm()).toEqual({ deviceName: 'k40 pro', door: '', serialNumber: '' });
  });

  it("names each blank field: '{label} is required.'", () => {
    expect(validateDeviceForm({ deviceName: ' ', door: '', serialNumber: '\t' })).toEqual({
      deviceName: 'Device Name is required.',
      door: 'Door is required.',
      serialNumber: 'Serial Number is required.',
    });
    expect(validateDeviceForm({ deviceName: 'k40 pro', door: 'Front', serialNumber: 'A1' })).toEqual({});
  });

  it('sends the fields trimmed for the gym', () => {
    expect(toDeviceRequest(4, { deviceName: ' k40 pro ', door: ' Front ', serialNumber: ' A1 ' })).toEqual({
      gymId: 4,
      deviceName: 'k40 pro',
      door: 'Front',
      serialNumber: 'A1',
    });
  });
});
