import { useSession } from '../../session/session-store.ts';

/** The selected gym's id; the money screens sit behind the selected-gym guard, so there is one. */
export function useGymId(): number {
  return useSession().gym.gymId ?? 0;
}
