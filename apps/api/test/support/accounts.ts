import { hashPassword } from '../../src/auth/passwords.ts';
import type { TestServer } from './test-server.ts';

let nextPhone = 9_811_000_000;

/** A fresh 10-digit phone number no other test uses. */
export const freshPhone = (): string => String(nextPhone++);

export interface Account {
  id: number;
  phone: string;
  password: string;
  token: string;
}

/** Registers a gym owner (or an invited staff member) through the API and answers their session. */
export async function registerOwner(
  server: TestServer,
  name = 'Test Owner',
  phone = freshPhone(),
): Promise<Account> {
  const password = 'correct-horse-9';
  const answer = await server.call('POST', '/api/auth/register', {
    body: { name, phone, password, address: 'Baneshwor', district: 'Kathmandu' },
  });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, phone, password, token: answer.body.token };
}

/** A super admin (only the database can make the first one) signed in through the admin call. */
export async function createSuperAdmin(server: TestServer): Promise<Account> {
  const phone = freshPhone();
  const password = 'admin-password-1';
  await server.db.query(
    `INSERT INTO users (name, phone, role, password_hash, payment_expiry_date) VALUES ('Admin', $1, 'SUPER_ADMIN', $2, '2100-01-01')`,
    [phone, await hashPassword(password)],
  );
  const answer = await server.call('POST', '/api/auth/authenticate/admin', { body: { phone, password } });
  if (answer.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, phone, password, token: answer.body.token };
}
