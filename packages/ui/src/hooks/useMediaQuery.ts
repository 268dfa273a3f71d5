import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../theme/media.ts';

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

/** The specification's phone layout: narrower than the desktop breakpoint (600 px). */
export const useIsMobile = () => !useMediaQuery(DESKTOP_MEDIA_QUERY);
