import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../theme/tokens.ts';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The specification's phone layout: up to 600 px wide. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
