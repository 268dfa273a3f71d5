import { APP_SHELL_TEXTS } from '../components/AppShell/app-shell-texts.ts';
import { CODE_SNIPPET_TEXTS } from '../components/CodeSnippet/code-snippet-texts.ts';
import { BS_DATE_FIELDS_TEXTS } from '../components/DatePicker/bs-date-fields-texts.ts';
import { DIALOG_TEXTS } from '../components/Dialog/dialog-texts.ts';
import { EMPTY_STATE_TEXTS } from '../components/EmptyState/empty-state-texts.ts';
import { ERROR_PANEL_TEXTS } from '../components/ErrorPanel/error-panel-texts.ts';
import { NUMBER_FIELD_TEXTS } from '../components/NumberField/number-field-texts.ts';
import { PAGINATION_TEXTS } from '../components/Pagination/pagination-texts.ts';
import { PASSWORD_FIELD_TEXTS } from '../components/PasswordField/password-field-texts.ts';
import { SELECT_TEXTS } from '../components/Select/select-texts.ts';
import { SKELETON_TEXTS } from '../components/Skeleton/skeleton-texts.ts';
import { TOAST_TEXTS } from '../components/Toast/toast-list-texts.ts';
import { ATTENDANCE_CALENDAR_TEXTS } from '../domain/AttendanceCalendar/attendance-calendar-texts.ts';
import { BAR_CHART_TEXTS } from '../domain/BarChart/bar-chart-texts.ts';
import { CROP_DIALOG_TEXTS } from '../domain/CropDialog/crop-dialog-texts.ts';
import { DONUT_CHART_TEXTS } from '../domain/DonutChart/donut-chart-texts.ts';
import { JUDGE_BANNER_TEXTS } from '../domain/JudgeBanner/judge-banner-texts.ts';
import { SMS_COMPOSER_TEXTS } from '../domain/SmsComposer/sms-composer-texts.ts';
import { SMS_COUNTER_TEXTS } from '../domain/SmsCounter/sms-counter-texts.ts';
import type { UiTexts } from './ui-texts.ts';

/**
 * The design system's own English, gathered from each part (where it stays, so a part loaded on
 * demand brings its words along): what a page shows without a UiTextsProvider.
 */
export const ENGLISH_UI_TEXTS: UiTexts = {
  ...APP_SHELL_TEXTS,
  ...CODE_SNIPPET_TEXTS,
  ...BS_DATE_FIELDS_TEXTS,
  ...DIALOG_TEXTS,
  ...EMPTY_STATE_TEXTS,
  ...ERROR_PANEL_TEXTS,
  ...NUMBER_FIELD_TEXTS,
  ...PAGINATION_TEXTS,
  ...PASSWORD_FIELD_TEXTS,
  ...SELECT_TEXTS,
  ...SKELETON_TEXTS,
  ...TOAST_TEXTS,
  ...ATTENDANCE_CALENDAR_TEXTS,
  ...BAR_CHART_TEXTS,
  ...CROP_DIALOG_TEXTS,
  ...DONUT_CHART_TEXTS,
  ...JUDGE_BANNER_TEXTS,
  ...SMS_COMPOSER_TEXTS,
  ...SMS_COUNTER_TEXTS,
};
