import type { components } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

export type User = components['schemas']['User'];

const TEXT = defineMessages({
  verified: { defaultMessage: 'Verified', description: 'A user whose platform subscription runs' },
  notVerified: { defaultMessage: 'Not verified', description: 'A user whose platform subscription ended' },
});

/** A role as people read it: 'SUPER_ADMIN' is 'Super Admin'. */
export const roleLabel = (role: string): string =>
  role
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

/** Verified means the platform subscription runs until today or later. */
export const verifiedLabel = (user: Pick<User, 'verified'>) =>
  user.verified
    ? ({ text: translate(TEXT.verified), tone: 'success' } as const)
    : ({ text: translate(TEXT.notVerified), tone: 'critical' } as const);
