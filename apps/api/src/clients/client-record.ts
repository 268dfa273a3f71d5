import type { Schemas } from '../contract.ts';
import type { MembershipState } from '../memberships/state.ts';

/** The address a stored photo is shown at (a signed one, see storage/client-photos.ts). */
export type PhotoUrl = (name: string | null) => string | null;

export interface ClientRow {
  id: number;
  gym_id: number;
  name: string;
  gender: 'MALE' | 'FEMALE';
  phone: string;
  address: string | null;
  email: string | null;
  emergency_contact: string | null;
  notes: string | null;
  image: string | null;
  date_of_birth: string | null;
  joined_date: string | null;
  membership_end_date: string | null;
  active_member: boolean;
  device_card: string | null;
  device_password: string | null;
  device_privilege: number;
  device_fingerprints: string[];
  /** The devices the client is on, when the query selects them. */
  device_ids?: number[] | null;
  /** The membership's state on the gym's today (memberships/state.ts). */
  membership_state: MembershipState;
}

export function toBasicClient(row: ClientRow, photoUrl: PhotoUrl): Schemas['BasicClient'] {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    imageUrl: photoUrl(row.image),
    membershipEndDate: row.membership_end_date,
    activeMember: row.active_member,
  };
}

export function toExpiredClient(
  row: ClientRow & { expired_days: number },
  photoUrl: PhotoUrl,
): Schemas['ExpiredClient'] {
  return { ...toBasicClient(row, photoUrl), expiredDays: row.expired_days };
}

export function toClient(row: ClientRow, photoUrl: PhotoUrl): Schemas['Client'] {
  return {
    ...toBasicClient(row, photoUrl),
    gymId: row.gym_id,
    gender: row.gender,
    address: row.address,
    email: row.email,
    emergencyContact: row.emergency_contact,
    notes: row.notes,
    dateOfBirth: row.date_of_birth,
    joinedDate: row.joined_date,
    clientInfoInDevice: {
      card: row.device_card,
      password: row.device_password,
      privilege: row.device_privilege,
      fingerprints: row.device_fingerprints,
    },
    accessDeviceIds: row.device_ids ?? [],
    membershipState: row.membership_state,
  };
}
