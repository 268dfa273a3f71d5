import type { AlertProps, ConfirmDialogProps, CropDialogProps } from '@gym/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * Renders nothing until `shown` is first true, so a lazily loaded child's module is not fetched
 * before then; from then on the child stays mounted (a dialog's closing animation and focus return
 * still run) and appears as soon as its chunk has arrived.
 */
function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const LazyConfirmDialog = lazy(() =>
  import('@gym/ui/Dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** The confirmation dialog (overlay, focus trap): fetched when a delete is first pressed. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OnceShown shown={props.isOpen}>
      <LazyConfirmDialog {...props} />
    </OnceShown>
  );
}

const LazyAlert = lazy(() => import('@gym/ui/Dialog').then((module) => ({ default: module.Alert })));

/** A modal message (overlay, focus trap): fetched when one is first shown. */
export function Alert(props: AlertProps) {
  return (
    <OnceShown shown={props.isOpen}>
      <LazyAlert {...props} />
    </OnceShown>
  );
}

const LazyCropDialog = lazy(() =>
  import('@gym/ui/CropDialog').then((module) => ({ default: module.CropDialog })),
);

/** The crop dialog (react-easy-crop, the scale slider): fetched when a picture is first chosen. */
export function CropDialog(props: CropDialogProps) {
  return (
    <OnceShown shown={props.file !== null}>
      <LazyCropDialog {...props} />
    </OnceShown>
  );
}
