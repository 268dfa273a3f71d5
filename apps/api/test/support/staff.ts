import { type Account, freshPhone, registerOwner } from './accounts.ts';
import type { TestServer } from './test-server.ts';

export type StaffRoleName = 'MANAGER' | 'FRONT_DESK' | 'TRAINER';

/**
 * A person the owner invites by phone number to the gyms with the role, who then signs up with
 * that number: their session and the staff member's id.
 */
export async function invitedStaff(
  server: TestServer,
  owner: Account,
  role: StaffRoleName,
  gymIds: number[],
  name = `Staff ${role}`,
): Promise<Account & { staffId: number }> {
  const phone = freshPhone();
  const invited = await server.call('POST', '/api/staff', {
    token: owner.token,
    body: { name, phone, role, gymIds },
  });
  if (invited.status !== 201)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const account = await registerOwner(server, name, phone);
  return { ...account, staffId: invited.body.id };
}
