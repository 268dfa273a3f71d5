import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import * as styles from './Toast.css.ts';
import type { ToastMessage } from './Toast.tsx';
import { TOAST_TEXTS } from './toast-list-texts.ts';

/** The toasts on screen (loaded by ToastRegion with the first toast). */
export default function ToastList({ queue }: { queue: ToastQueue<ToastMessage> }) {
  const texts = useUiTexts(TOAST_TEXTS);
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" className={styles.close} aria-label={texts.close}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
