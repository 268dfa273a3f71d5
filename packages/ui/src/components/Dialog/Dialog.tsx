import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useUiTexts } from '../../texts/UiTextsProvider.tsx';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';
import { DIALOG_TEXTS } from './dialog-texts.ts';

/** 'wide' has room for a crop frame or a table. */
export const dialogSizes = ['normal', 'wide'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Buttons at the bottom, primary last. */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations and alerts, which only their buttons close. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
}

/** A modal dialog: focus moves in and is trapped, Escape closes (except alert dialogs). */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  actions,
  role = 'dialog',
  size = 'normal',
}: DialogProps) {
  const dismissable = role === 'dialog';
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'actions' | 'role' | 'children'> {
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the button shows `pendingLabel` and cannot be pressed twice. */
  isPending?: boolean;
  pendingLabel?: string;
  variant?: ButtonVariant;
}

/** 'Delete Gym?'-style confirmation: Cancel, or the named action. */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending,
  pendingLabel,
  variant = 'critical',
  ...props
}: ConfirmDialogProps) {
  const texts = useUiTexts(DIALOG_TEXTS);
  return (
    <Dialog
      {...props}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)} isDisabled={isPending}>
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button
            variant={variant}
            onPress={onConfirm}
            isPending={isPending}
            {...(pendingLabel ? { pendingLabel } : {})}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export interface AlertProps extends Omit<DialogProps, 'actions' | 'role' | 'children'> {
  children: ReactNode;
  /** An extra action beside OK, such as 'Login' after 'Session has expired'. */
  action?: { label: string; onPress: () => void };
}

/** A modal message closed with OK, with an optional action. */
export function Alert({ action, ...props }: AlertProps) {
  const texts = useUiTexts(DIALOG_TEXTS);
  return (
    <Dialog
      {...props}
      role="alertdialog"
      actions={
        <>
          <Button variant={action ? 'secondary' : 'primary'} onPress={() => props.onOpenChange(false)}>
            {texts.ok}
          </Button>
          {action ? <Button onPress={action.onPress}>{action.label}</Button> : null}
        </>
      }
    />
  );
}
