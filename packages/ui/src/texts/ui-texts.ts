/**
 * Every word the design system writes by itself (a button's name, a field's hint), as one object an
 * app may replace with its own language's (decision 0053). A sentence with a figure in it is a
 * function, so a language can put the figure where its grammar wants it.
 */
export interface UiTexts {
  /** Toasts: the close button's name. */
  close: string;
  /** Dialogs: the default of the button that cancels. */
  cancel: string;
  /** Alerts: the button that closes them. */
  ok: string;
  /** Select: shown until something is chosen. */
  chooseOne: string;
  /** Skeleton: what a screen reader hears while a part loads. */
  loading: string;
  /** AppShell: the menu button's name on a phone. */
  openMenu: string;
  closeMenu: string;
  /** PasswordField: the toggle. */
  show: string;
  hide: string;
  /** ErrorPanel. */
  errorTitle: string;
  errorFallback: string;
  retry: string;
  /** EmptyState: 'No {kind} data available.' and the hint under it. */
  noData: (kind: string) => string;
  emptyHint: string;
  /** Pagination. */
  pagination: string;
  rowsPerPage: string;
  range: (first: number, last: number, total: number) => string;
  previous: string;
  next: string;
  /** CodeSnippet. */
  copy: string;
  copied: string;
  copyRefused: string;
  /** NumberField's own messages; the bounds come written as the field writes numbers. */
  notANumber: string;
  numberBetween: (min: string, max: string) => string;
  numberAtLeast: (min: string) => string;
  numberAtMost: (max: string) => string;
  /** The Bikram Sambat date fields. */
  year: string;
  month: string;
  day: string;
  time: string;
  /** Baishakh to Chaitra, as the language writes them. */
  bsMonths: readonly string[];
  /** 'AD 26 Nov 2026': the same date in the Gregorian calendar, under the fields. */
  inAd: (date: string) => string;
  adShowsHere: string;
  /** CropDialog. */
  cropTitle: string;
  notAnImageTitle: string;
  notAnImage: string;
  notAnImageNamed: (fileName: string) => string;
  cropFailed: string;
  outputSize: string;
  cropFrame: (shape: string) => string;
  cropHint: string;
  scale: string;
  saving: string;
  cropAndSave: string;
  squareLogo: string;
  rectangularLogo: string;
  photo: string;
  /** JudgeBanner. */
  attempts: string;
  total: string;
  judgeLights: string;
  judgeDeciding: (referee: number) => string;
  /** SmsComposer and SmsCounter. */
  message: string;
  insertPlaceholder: string;
  preview: string;
  characters: string;
  pages: string;
  perPage: string;
  remaining: string;
  smsCost: string;
  gsm7: string;
  unicode: string;
  /** AttendanceCalendar. */
  previousMonth: string;
  nextMonth: string;
  present: string;
  /** Charts' tables for screen readers. */
  category: string;
  value: string;
}
