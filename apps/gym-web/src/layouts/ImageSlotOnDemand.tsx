import { lazy, Suspense } from 'react';
import type { ImageSlotProps } from './ImageSlot.tsx';

// The image chooser (avatar, file picker, press handling) comes as the form opens, not with the
// form's first load (the client form's first load was over its budget with it).
const ImageSlot = lazy(() => import('./ImageSlot.tsx').then((module) => ({ default: module.ImageSlot })));

/**
 * An ImageSlot fetched on demand. Meanwhile its place is kept at the slot's height (the large avatar's
 * 96 px), so nothing below moves when it arrives; marked pending so stories wait for it.
 */
export function ImageSlotOnDemand(props: ImageSlotProps) {
  return (
    <Suspense fallback={<div data-on-demand-pending="" style={{ minHeight: 96 }} />}>
      <ImageSlot {...props} />
    </Suspense>
  );
}
