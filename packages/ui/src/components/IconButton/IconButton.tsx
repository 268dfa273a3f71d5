import { type ReactNode, useState } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { iconButton, named, tip } from './IconButton.css.ts';

export const iconButtonTones = ['neutral', 'critical'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];

/**
 * The label shown beside the icon on hover (where the pointer can hover) and on keyboard focus;
 * Escape hides it until the pointer leaves or focus moves (WCAG 1.4.13). Drawn by CSS from a span
 * hidden from screen readers, which hear the label once, as the control's name: no tooltip
 * machinery in every screen's first load.
 */
function useShownLabel(label: string) {
  const [dismissed, setDismissed] = useState(false);
  const wrap = (control: ReactNode) => (
    <span className={named} data-dismissed={dismissed || undefined}>
      {control}
      <span aria-hidden="true" className={tip}>
        {label}
      </span>
    </span>
  );
  /** The control's own handlers, with Escape hiding the label and leaving or blurring showing it again. */
  const watch = <P extends Pick<AriaButtonProps, 'onKeyDown' | 'onHoverEnd' | 'onBlur'>>(props: P): P => ({
    ...props,
    onKeyDown: (event: Parameters<NonNullable<AriaButtonProps['onKeyDown']>>[0]) => {
      if (event.key === 'Escape') setDismissed(true);
      props.onKeyDown?.(event);
    },
    onHoverEnd: (event: Parameters<NonNullable<AriaButtonProps['onHoverEnd']>>[0]) => {
      setDismissed(false);
      props.onHoverEnd?.(event);
    },
    onBlur: (event: Parameters<NonNullable<AriaButtonProps['onBlur']>>[0]) => {
      setDismissed(false);
      props.onBlur?.(event);
    },
  });
  return { wrap, watch };
}

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The button has only an icon: this names it, for screen readers and on screen (hover, focus). */
  label: string;
  children: ReactNode;
  tone?: IconButtonTone;
}

/**
 * The one way to show an action as a bare icon (a row's Edit or Delete): its label is its accessible
 * name and, for those who see the icon but cannot tell what it does, shown beside it on hover and
 * keyboard focus.
 */
export function IconButton({ label, children, tone = 'neutral', ...props }: IconButtonProps) {
  const { wrap, watch } = useShownLabel(label);
  return wrap(
    <AriaButton {...watch(props)} aria-label={label} className={iconButton({ tone })}>
      <span aria-hidden="true">{children}</span>
    </AriaButton>,
  );
}

export interface IconLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** The link has only an icon: this names it, for screen readers and on screen (hover, focus). */
  label: string;
  children: ReactNode;
  tone?: IconButtonTone;
}

/** An icon that goes somewhere (a WhatsApp chat): an IconButton's look, a link's behaviour. */
export function IconLink({ label, children, tone = 'neutral', ...props }: IconLinkProps) {
  const { wrap, watch } = useShownLabel(label);
  return wrap(
    <AriaLink {...watch(props)} aria-label={label} className={iconButton({ tone })}>
      <span aria-hidden="true">{children}</span>
    </AriaLink>,
  );
}
