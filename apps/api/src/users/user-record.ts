import type { Schemas } from '../contract.ts';
import { todayIn } from '../time.ts';

export interface UserRow {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  /** Where the owner's gyms are; it chooses the district list (migration 021). */
  country: 'NP' | 'LK' | 'IN';
  district: string | null;
  /** The web app's language the user chose; null until they choose one (migration 032). */
  language: 'en' | 'ne' | 'si' | 'hi' | null;
  role: 'USER' | 'SUPER_ADMIN';
  password_hash: string;
  total_sms: number;
  payment_expiry_date: string | null;
  /** Moves on when every existing session must end (password or role changed). */
  session_version: number;
  created_at: Date;
  updated_at: Date;
}

/** Verified means the platform subscription runs until today or later (today in the platform's zone). */
export function isVerified(row: Pick<UserRow, 'payment_expiry_date'>, timeZone: string): boolean {
  return row.payment_expiry_date !== null && row.payment_expiry_date >= todayIn(timeZone);
}

export function toUser(row: UserRow, timeZone: string): Schemas['User'] {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    country: row.country,
    district: row.district,
    role: row.role,
    verified: isVerified(row, timeZone),
    totalSms: row.total_sms,
    paymentExpiryDate: row.payment_expiry_date,
    language: row.language,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
