/** Section 8's geolocation messages, by the browser's error code. */
const FAILURES: Record<number, string> = {
  1: 'Permission to access location was denied.',
  2: 'Location information is unavailable.',
  3: 'The request to get your location timed out.',
};

export type LocationResult =
  | { ok: true; latitude: number; longitude: number; message: 'Location retrieved successfully!' }
  | { ok: false; message: string };

/** The device's position: high accuracy, 10 s at most, never a cached one. */
export function locateDevice(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocationResult> {
  if (!geolocation)
    return Promise.resolve({ ok: false, message: 'Geolocation is not supported by this browser.' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          message: 'Location retrieved successfully!',
        }),
      (error) =>
        resolve({
          ok: false,
          message: FAILURES[error.code] ?? 'An unknown error occurred while fetching location.',
        }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  });
}
