import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { anySuperAdmin, insertSuperAdminUnlessPhoneTaken, setPasswordHash, userByPhone } from './queries.ts';

/**
 * The platform's super admins are made by a deployment step (scripts/create-admin.sh, or
 * ADMIN_PHONE and ADMIN_PASSWORD at start), never with a password written in the product.
 */
export interface SuperAdminCredentials {
  phone: string;
  password: string;
  name?: string;
}

export type SavedSuperAdmin = 'created' | 'password changed';

interface FieldRule {
  pattern?: string;
  minLength?: number;
  'x-messages'?: Record<string, string>;
}

/**
 * What is wrong with the credentials, in the contract's words: a super admin's phone and password
 * follow the same rules as a registration's (RegisterRequest in openapi.yaml).
 */
export async function superAdminCredentialsProblem(
  credentials: SuperAdminCredentials,
): Promise<string | undefined> {
  const contract = parse(await readFile(CONTRACT_PATH, 'utf8'));
  const rules = contract.components.schemas.RegisterRequest.properties as Record<
    'phone' | 'password',
    FieldRule
  >;
  if (rules.phone.pattern && !new RegExp(rules.phone.pattern).test(credentials.phone)) {
    return rules.phone['x-messages']?.pattern ?? 'phone: not a phone number';
  }
  if (credentials.password.length < (rules.password.minLength ?? 0)) {
    return rules.password['x-messages']?.minLength ?? 'password: too short';
  }
  return undefined;
}

/**
 * Creates the super admin, or gives the one with that phone a new password (ending their sessions).
 * A gym owner's phone is refused: making an owner a super admin is not this step's to decide.
 */
export async function saveSuperAdmin(
  db: Database,
  credentials: SuperAdminCredentials,
): Promise<SavedSuperAdmin> {
  const problem = await superAdminCredentialsProblem(credentials);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(credentials.password);
  return db.transaction(async (tx) => {
    const created = await insertSuperAdminUnlessPhoneTaken(tx, {
      name: credentials.name?.trim() || 'Platform Admin',
      phone: credentials.phone,
      password_hash: passwordHash,
    });
    if (created) return 'created';
    const existing = await userByPhone(tx, credentials.phone);
    if (existing?.role !== 'SUPER_ADMIN') {
      throw new Error(`${credentials.phone} belongs to a gym owner's account; choose another phone.`);
    }
    await setPasswordHash(tx, existing.id, passwordHash);
    return 'password changed';
  });
}

/**
 * At start: creates the first super admin from ADMIN_PHONE and ADMIN_PASSWORD when the platform has
 * none; without them, says how to make one. Answers a line for the start's output.
 */
export async function firstSuperAdminAtStart(
  db: Database,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  if (await anySuperAdmin(db)) return undefined;
  const phone = env.ADMIN_PHONE?.trim();
  const password = env.ADMIN_PASSWORD;
  if (phone && password) {
    await saveSuperAdmin(db, { phone, password, ...(env.ADMIN_NAME ? { name: env.ADMIN_NAME } : {}) });
    return `Super admin created for phone ${phone} (from ADMIN_PHONE and ADMIN_PASSWORD).`;
  }
  return 'No super admin yet: create one with `bash scripts/create-admin.sh` (or start with ADMIN_PHONE and ADMIN_PASSWORD set).';
}
