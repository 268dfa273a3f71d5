import { lazy, Suspense } from 'react';
import type { GymImagesProps } from './GymImages.tsx';

// The Images card is the form's last: its slots' code (image chooser, avatar, press handling) comes
// as the form opens rather than with the form's first load.
const GymImages = lazy(() => import('./GymImages.tsx').then((module) => ({ default: module.GymImages })));

/** The gym form's logo and WiFi image slots, fetched on demand (marked pending so stories wait). */
export function GymImagesOnDemand(props: GymImagesProps) {
  return (
    <Suspense fallback={<div data-on-demand-pending="" />}>
      <GymImages {...props} />
    </Suspense>
  );
}
