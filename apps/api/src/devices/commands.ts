/** The command lines of the ZKTeco push protocol the server writes as they are (PIN = client id). */
export const enrolFingerprint = (clientId: number) =>
  `ENROLL_FP PIN=${clientId}\tFID=0\tRETRY=3\tOVERWRITE=1`;
export const enrolCard = (clientId: number) => `ENROLL_MF PIN=${clientId}\tRETRY=3`;
