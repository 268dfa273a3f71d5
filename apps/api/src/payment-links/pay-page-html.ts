import type { Checkout } from '../payment-gateways/verdict.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a pay page says: a heading, lines of text, and at most one way on. */
export interface PayPage {
  title: string;
  lines: string[];
  /** A button: to the gateway (its form or address), or back to our own page (a GET link). */
  action?:
    | { label: string; checkout: Checkout }
    | { label: string; post: string }
    | { label: string; href: string };
}

const button =
  'display:block;width:100%;min-height:48px;font-size:1.1rem;border:0;border-radius:8px;background:#1a56db;color:#fff;text-align:center;line-height:48px;text-decoration:none;cursor:pointer';

function actionHtml(action: NonNullable<PayPage['action']>): string {
  const label = escapeHtml(action.label);
  if ('href' in action) return `<a style="${button}" href="${escapeHtml(action.href)}">${label}</a>`;
  if ('post' in action) {
    return `<form method="post" action="${escapeHtml(action.post)}"><button style="${button}" type="submit">${label}</button></form>`;
  }
  if ('url' in action.checkout)
    return `<a style="${button}" href="${escapeHtml(action.checkout.url)}">${label}</a>`;
  const fields = Object.entries(action.checkout.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action.checkout.action)}">${fields}<button style="${button}" type="submit">${label}</button></form>`;
}

/** The member's page (a phone's browser): one small document, no script, nothing of the app's. */
export function payPageHtml(page: PayPage): string {
  const lines = page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111"><main><h1 style="font-size:1.4rem">${escapeHtml(page.title)}</h1>${lines}${page.action ? actionHtml(page.action) : ''}</main></body></html>`;
}

/**
 * The page's Content-Security-Policy: no script at all; forms may go to the gateway's host only
 * (`formTarget` an address, whose origin is allowed, or a scheme such as 'https:').
 */
export function payPagePolicy(formTarget: string | undefined): string {
  const target = formTarget?.endsWith(':') ? formTarget : formTarget && new URL(formTarget).origin;
  const targets = ["'self'", ...(target ? [target] : [])].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets}; base-uri 'none'; frame-ancestors 'none'`;
}
