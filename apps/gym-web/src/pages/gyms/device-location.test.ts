import { describe, expect, it } from 'vitest';
import { locateDevice } from './device-location.ts';

const failing = (code: number) =>
  ({
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code, message: '' } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('locateDevice', () => {
  it('answers the device’s position with the success message', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude: 27.7, longitude: 85.3 } } as GeolocationPosition),
    } as unknown as Geolocation;
    expect(await locateDevice(geolocation)).toEqual({
      ok: true,
      latitude: 27.7,
      longitude: 85.3,
      message: 'Location retrieved successfully!',
    });
  });

  it('names each failure', async () => {
    expect((await locateDevice(failing(1))).message).toBe('Permission to access location was denied.');
    expect((await locateDevice(failing(2))).message).toBe('Location information is unavailable.');
    expect((await locateDevice(failing(3))).message).toBe('The request to get your location timed out.');
    expect((await locateDevice(failing(9))).message).toBe(
      'An unknown error occurred while fetching location.',
    );
    expect((await locateDevice(undefined)).message).toBe('Geolocation is not supported by this browser.');
  });
});
