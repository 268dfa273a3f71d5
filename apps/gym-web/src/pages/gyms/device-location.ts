import { translate } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  denied: { defaultMessage: 'Permission to access location was denied.' },
  unavailable: { defaultMessage: 'Location information is unavailable.' },
  timedOut: { defaultMessage: 'The request to get your location timed out.' },
  unknown: { defaultMessage: 'An unknown error occurred while fetching location.' },
  unsupported: { defaultMessage: 'Geolocation is not supported by this browser.' },
  found: { defaultMessage: 'Location retrieved successfully!' },
});

/** Section 8's geolocation messages, by the browser's error code. */
const FAILURES: Record<number, Message> = { 1: TEXT.denied, 2: TEXT.unavailable, 3: TEXT.timedOut };

export type LocationResult =
  | { ok: true; latitude: number; longitude: number; message: string }
  | { ok: false; message: string };

/** The device's position: high accuracy, 10 s at most, never a cached one. */
export function locateDevice(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocationResult> {
  if (!geolocation) return Promise.resolve({ ok: false, message: translate(TEXT.unsupported) });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          message: translate(TEXT.found),
        }),
      (error) =>
        resolve({
          ok: false,
          message: translate(FAILURES[error.code] ?? TEXT.unknown),
        }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  });
}
