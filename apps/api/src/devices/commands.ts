/**
 * The command lines of the ZKTeco push protocol for a client (PIN = client id), as SQL expressions
 * over clients c so a whole gym's clients are queued in one statement. Tabs and new lines separate
 * the protocol's fields, so they are taken out of every value.
 */
const clean = (value: string) => `regexp_replace(${value}, E'[\\t\\r\\n]', ' ', 'g')`;

export const DEVICE_COMMANDS = {
  /** Put (or refresh) the client's user record on the device. */
  upsertUser: `'DATA UPDATE USERINFO PIN=' || c.id || E'\\tName=' || ${clean('c.name')}
    || E'\\tPri=' || c.device_privilege || E'\\tPasswd=' || ${clean("COALESCE(c.device_password, '')")}
    || E'\\tCard=' || ${clean("COALESCE(c.device_card, '')")} || E'\\tGrp=1\\tTZ=0000000000000000\\tVerify=-1'`,
  /** Take the client off the device (with their fingerprints). */
  deleteUser: `'DATA DELETE USERINFO PIN=' || c.id`,
} as const;

export const enrolFingerprint = (clientId: number) =>
  `ENROLL_FP PIN=${clientId}\tFID=0\tRETRY=3\tOVERWRITE=1`;
export const enrolCard = (clientId: number) => `ENROLL_MF PIN=${clientId}\tRETRY=3`;
