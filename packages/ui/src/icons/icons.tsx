import type { ReactNode } from 'react';

/**
 * Line icons drawn as SVG in the text colour, so they render the same on every phone (emoji and
 * symbol fonts do not). Decorative: the control around them carries the name.
 */
function SvgIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function TrashIcon() {
  return (
    <SvgIcon>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </SvgIcon>
  );
}

export function PencilIcon() {
  return (
    <SvgIcon>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </SvgIcon>
  );
}

export function PriceTagIcon() {
  return (
    <SvgIcon>
      <path d="M3 12V4h8l10 10-8 8L3 12z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </SvgIcon>
  );
}

export function MenuIcon() {
  return (
    <SvgIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </SvgIcon>
  );
}

export function CloseIcon() {
  return (
    <SvgIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  );
}

export function CalendarIcon() {
  return (
    <SvgIcon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </SvgIcon>
  );
}

/** A speech bubble: a message to a client (WhatsApp). */
export function MessageIcon() {
  return (
    <SvgIcon>
      <path d="M4 19l1.5-4A8 8 0 1 1 9 18.5L4 19z" />
      <path d="M9 11h6M9 14h4" />
    </SvgIcon>
  );
}

/** A receipt with a plus: add an invoice. */
export function AddInvoiceIcon() {
  return (
    <SvgIcon>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
      <path d="M12 8v6M9 11h6" />
    </SvgIcon>
  );
}
