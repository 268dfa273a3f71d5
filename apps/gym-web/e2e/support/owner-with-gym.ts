import { apiCall, freshPhone, signInByApi } from './accounts.ts';
import { baseUrl } from './browser.ts';

/** A multipart call (gyms and clients are sent as forms); arrays become repeated fields. */
export async function apiForm<T>(
  method: string,
  path: string,
  fields: Record<string, string | number | boolean | readonly string[]>,
  token: string,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface OwnerWithGym {
  phone: string;
  password: string;
  userId: number;
  token: string;
  gymId: number;
}

/** A newly registered owner with one gym in Kathmandu (so signing in opens that gym's home). */
export async function ownerWithGym(name: string, gymName: string): Promise<OwnerWithGym> {
  const account = { phone: freshPhone(), password: 'owner-pass-1234' };
  await apiCall('POST', '/api/auth/register', {
    name,
    ...account,
    address: 'Kathmandu',
    district: 'Kathmandu',
  });
  const { id, token } = await signInByApi(account);
  const gym = await apiForm<{ id: number }>(
    'POST',
    '/api/gyms',
    { gymName, contactNumber: ['9841000000'], timeZone: 'Asia/Kathmandu' },
    token,
  );
  return { ...account, userId: id, token, gymId: gym.id };
}
