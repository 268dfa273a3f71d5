/**
 * @gym/judge-core declares the judge feed's shapes itself (it depends on nothing); the server
 * takes them in requests and sends them in answers as the contract's. Each line below fails the
 * type check when a shape of judge-core and its schema in openapi.yaml no longer accept the same
 * values, in either direction.
 */
import type { JudgeCards, JudgeFeed, JudgeResults, Lift, LifterData, ReasonCard } from '@gym/judge-core';
import type { Schemas } from '../contract.ts';

type SameShape<Core, Contract> = [Core] extends [Contract]
  ? [Contract] extends [Core]
    ? true
    : false
  : false;
type Expect<Check extends true> = Check;

export type JudgeCoreMatchesContract = [
  Expect<SameShape<LifterData, Schemas['LifterData']>>,
  Expect<SameShape<Lift, Schemas['LiftCode']>>,
  Expect<SameShape<JudgeResults, Schemas['JudgeResults']>>,
  Expect<SameShape<ReasonCard | null, Schemas['ReasonCard']>>,
  Expect<SameShape<JudgeCards, Schemas['JudgeCards']>>,
  Expect<SameShape<JudgeFeed, Schemas['JudgeCombinedData']>>,
];
