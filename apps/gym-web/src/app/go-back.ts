import { useNavigate } from '../routes/navigation.tsx';

/**
 * Whether this tab's history has an app page before the current one. The app's history numbers
 * the entries it writes (`idx`, routes/history.ts); a page opened from a shared link or a bookmark is entry 0, and going
 * back from it would leave the app (to `about:blank` in a new tab).
 */
export const hasAppHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Back to where a form was opened from (a list keeps its filters, being the same history entry);
 * with no app page to go back to, to `fallback` instead (the detail page, the list), replacing the
 * form's entry.
 */
export function useGoBack() {
  const navigate = useNavigate();
  return (fallback: string) => (hasAppHistory() ? navigate(-1) : navigate(fallback, { replace: true }));
}
