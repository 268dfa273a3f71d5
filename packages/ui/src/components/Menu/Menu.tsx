import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import * as styles from './Menu.css.ts';

/** 'critical' for actions that destroy something, such as Delete. */
export const menuItemTones = ['normal', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuAction {
  id: string;
  label: string;
  tone?: MenuItemTone;
}

export interface MenuProps {
  /** The button that opens the menu. */
  label: ReactNode;
  actions: readonly MenuAction[];
  onAction: (id: string) => void;
  variant?: ButtonVariant;
}

/** A button that opens a list of actions (row actions, the profile menu). */
export function Menu({ label, actions, onAction, variant = 'secondary' }: MenuProps) {
  return (
    <MenuTrigger>
      <Button variant={variant}>{label}</Button>
      <Popover className={styles.popover}>
        <AriaMenu className={styles.menu} onAction={(key) => onAction(String(key))}>
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              id={action.id}
              className={styles.item({ tone: action.tone ?? 'normal' })}
            >
              {action.label}
            </MenuItem>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
