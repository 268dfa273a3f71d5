import type { Schemas } from '../contract.ts';

/** An owner's staff member with the gyms they work in (migration 035). */
export interface StaffRow {
  id: number;
  owner_id: number;
  phone: string;
  name: string;
  /** The account holding the role; null while the invitation waits for one with the phone number. */
  user_id: number | null;
  role: Schemas['StaffRole'];
  invited_at: Date;
  gym_ids: number[];
}

export function toStaffMember(row: StaffRow): Schemas['StaffMember'] {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    role: row.role,
    gymIds: row.gym_ids,
    joined: row.user_id !== null,
    invitedAt: row.invited_at.toISOString(),
  };
}
