import { SESSION_EXPIRED_MESSAGE } from '@gym/api-client';
import { DateCalendarContext, RouterProvider, ToastRegion } from '@gym/ui';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { AppUiTexts } from '../i18n/AppUiTexts.tsx';
import { useT } from '../i18n/i18n.ts';
import { defineMessages } from '../i18n/messages.ts';
import { Outlet, useHref, useLocation, useNavigate, useNavigationType } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';
import { dismissSessionExpired, useSessionExpired } from '../session/session-expiry.ts';
import { sessionStore, useSession } from '../session/session-store.ts';
import { queryClient } from './api.ts';
import { answerLeave, leaveWithoutAsking, useLeaveQuestion } from './leave-guard.ts';
import { ConfirmDialog } from './on-demand.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

/** A link's address: the app's own through the router, another site's (WhatsApp, a gym's website) as it is. */
function useLinkHref(href: string) {
  const routed = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : routed;
}

// The dialog's code (overlay, focus trap) loads only when a session actually expires, not with
// every page's first paint.
const Alert = lazy(() => import('@gym/ui/Dialog').then((module) => ({ default: module.Alert })));

const TEXT = defineMessages({
  leaveTitle: {
    defaultMessage: 'Leave without saving?',
    description: 'Asked before leaving a form with unsaved changes',
  },
  stay: { defaultMessage: 'Stay', description: 'Unsaved changes: stay on the form' },
  leave: { defaultMessage: 'Leave', description: 'Unsaved changes: leave and lose them' },
  leaveBody: {
    defaultMessage: 'The changes on this page have not been saved. Leave and lose them?',
    description: 'Unsaved changes: the question’s text',
  },
  expiredTitle: { defaultMessage: 'Session expired', description: 'The alert when the sign-in has run out' },
  login: { defaultMessage: 'Login', description: 'Session expired: the button back to the sign-in screen' },
  expiredBody: {
    defaultMessage: 'Session has expired. Please log in again.',
    description: 'Session expired: the alert’s text',
  },
});

/**
 * Around every screen: design-system links navigate through the router, toasts have their region,
 * and an expired session raises its alert over whatever is open, with a way back to login.
 */
export function AppRoot() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const expired = useSessionExpired();
  const toLogin = () => {
    dismissSessionExpired();
    sessionStore.signOut();
    queryClient.clear();
    leaveWithoutAsking(() => navigate(ROUTES.login.to(), { replace: true }));
  };
  const askingToLeave = useLeaveQuestion();
  // Every date field is picked in the calendar the selected gym reads.
  const calendar = useSession().gym.gymCalendar ?? 'AD';
  // A new page opens at its top (a client's page after Save, which was at the form's bottom, opened
  // scrolled to Device Info); Back and Forward keep the browser's own scroll restoration.
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page changing is the cause
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <AppUiTexts>
      <RouterProvider navigate={(path) => navigate(path)} useHref={useLinkHref}>
        <ScreenErrorBoundary pathname={pathname}>
          {/* Each screen is React.lazy (routes/router.tsx): nothing shows until the first one has arrived. */}
          <Suspense fallback={null}>
            <DateCalendarContext.Provider value={calendar}>
              <Outlet />
            </DateCalendarContext.Provider>
          </Suspense>
        </ScreenErrorBoundary>
        <ToastRegion />
        <ConfirmDialog
          title={t(TEXT.leaveTitle)}
          isOpen={askingToLeave}
          onOpenChange={(open) => {
            if (!open) answerLeave(false);
          }}
          cancelLabel={t(TEXT.stay)}
          confirmLabel={t(TEXT.leave)}
          onConfirm={() => answerLeave(true)}
        >
          {t(TEXT.leaveBody)}
        </ConfirmDialog>
        {expired ? (
          <Suspense fallback={null}>
            <Alert
              title={t(TEXT.expiredTitle)}
              isOpen
              onOpenChange={(open) => {
                if (!open) toLogin();
              }}
              action={{ label: t(TEXT.login), onPress: toLogin }}
            >
              {SESSION_EXPIRED_MESSAGE === TEXT.expiredBody.defaultMessage
                ? t(TEXT.expiredBody)
                : SESSION_EXPIRED_MESSAGE}
            </Alert>
          </Suspense>
        ) : null}
      </RouterProvider>
    </AppUiTexts>
  );
}
