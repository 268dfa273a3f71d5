import type { HandlerMap } from '../contract.ts';

type KeysOfAny<Maps> = Maps extends readonly [infer First, ...infer Rest]
  ? keyof First | KeysOfAny<Rest>
  : never;
/** The operationIds that more than one of the maps handles. */
type HandledTwice<Maps> = Maps extends readonly [infer First, ...infer Rest]
  ? (keyof First & KeysOfAny<Rest>) | HandledTwice<Rest>
  : never;
type Merged<Maps> = Maps extends readonly [infer First, ...infer Rest] ? First & Merged<Rest> : unknown;
/** Passes for maps that share no operationId; otherwise demands a property that names the shared ones. */
type NoOperationTwice<Maps> = [HandledTwice<Maps>] extends [never]
  ? unknown
  : { [Index in keyof Maps]: { operationIdsHandledTwice: HandledTwice<Maps> } };

/**
 * One handler map from several modules' maps. An operationId handled by two of them does not
 * compile: spreading them together would let one silently win.
 */
export function combineHandlers<const Maps extends readonly HandlerMap[]>(
  ...maps: Maps & NoOperationTwice<Maps>
): Merged<Maps> {
  return Object.assign({}, ...maps);
}
