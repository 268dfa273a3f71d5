import { useSession } from '../../session/session-store.ts';

/** The selected gym's id; the device and attendance screens sit behind the guard that requires one. */
export function useSelectedGymId(): number {
  const { gymId } = useSession().gym;
  if (gymId === null) throw new Error('No gym is selected.');
  return gymId;
}
