import { type ReactNode, useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIsMobile } from '../../hooks/useMediaQuery.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/focus.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './AppShell.css.ts';

export interface AppShellDrawerProps {
  navLabel: string;
  /** The close button's name in the interface's language. */
  closeLabel: string;
  /** Follow the screen width: a window widened to the desktop layout closes the menu. */
  followWidth: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's slide-in menu, open. Its own chunk: the overlay, focus trap and dismissal code load
 * when the menu is first opened, not with every page's first paint.
 */
export default function AppShellDrawer({
  navLabel,
  closeLabel,
  followWidth,
  onClose,
  children,
}: AppShellDrawerProps) {
  const mobile = useIsMobile();
  useEffect(() => {
    if (followWidth && !mobile) onClose();
  }, [followWidth, mobile, onClose]);
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerDialog} aria-label={navLabel}>
          <Heading slot="title" className={visuallyHidden}>
            {navLabel}
          </Heading>
          <IconButton label={closeLabel} onPress={onClose}>
            <CloseIcon />
          </IconButton>
          <nav aria-label={navLabel}>{children}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
