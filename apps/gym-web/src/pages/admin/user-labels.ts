import type { components } from '@gym/api-client';

export type User = components['schemas']['User'];

/** A role as people read it: 'SUPER_ADMIN' is 'Super Admin'. */
export const roleLabel = (role: string): string =>
  role
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

/** Verified means the platform subscription runs until today or later. */
export const verifiedLabel = (user: Pick<User, 'verified'>) =>
  user.verified
    ? ({ text: 'Verified', tone: 'success' } as const)
    : ({ text: 'Not verified', tone: 'critical' } as const);
