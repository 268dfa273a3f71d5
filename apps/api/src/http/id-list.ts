import { badRequest } from './errors.ts';

/**
 * The wanted ids without repeats, when every one of them was found in the gym; otherwise a 400 on
 * `field` naming the ids that were not (`No device 12, 14 in this gym.`).
 */
export function allFoundInGym(field: string, noun: string, wanted: number[], found: number[]): number[] {
  const unique = [...new Set(wanted)];
  const missing = unique.filter((id) => !found.includes(id));
  if (missing.length > 0) throw badRequest(field, `No ${noun} ${missing.join(', ')} in this gym.`);
  return unique;
}
