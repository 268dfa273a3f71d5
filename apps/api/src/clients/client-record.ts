import { imageUrl } from '../storage/images.ts';

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
  /** Filled by the queries that aggregate client_devices. */
  device_ids?: number[] | null;
}

/** The columns that select a client with the devices it is on. */
export const CLIENT_COLUMNS = `clients.*,
  ARRAY(SELECT device_id FROM client_devices WHERE client_id = clients.id ORDER BY device_id) AS device_ids`;

export function toBasicClient(row: ClientRow) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    imageUrl: imageUrl(row.image),
    membershipEndDate: row.membership_end_date,
    activeMember: row.active_member,
  };
}

export function toClient(row: ClientRow) {
  return {
    ...toBasicClient(row),
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
  };
}
