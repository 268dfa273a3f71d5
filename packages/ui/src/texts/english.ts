import { APP_SHELL_TEXTS } from '../components/AppShell/AppShell.tsx';
import { CODE_SNIPPET_TEXTS } from '../components/CodeSnippet/CodeSnippet.tsx';
import { BS_DATE_FIELDS_TEXTS } from '../components/DatePicker/BsDateFields.tsx';
import { DIALOG_TEXTS } from '../components/Dialog/Dialog.tsx';
import { EMPTY_STATE_TEXTS } from '../components/EmptyState/EmptyState.tsx';
import { ERROR_PANEL_TEXTS } from '../components/ErrorPanel/ErrorPanel.tsx';
import { NUMBER_FIELD_TEXTS } from '../components/NumberField/number-text.ts';
import { PAGINATION_TEXTS } from '../components/Pagination/Pagination.tsx';
import { PASSWORD_FIELD_TEXTS } from '../components/PasswordField/PasswordField.tsx';
import { SELECT_TEXTS } from '../components/Select/Select.tsx';
import { SKELETON_TEXTS } from '../components/Skeleton/Skeleton.tsx';
import { TOAST_TEXTS } from '../components/Toast/ToastList.tsx';
import { ATTENDANCE_CALENDAR_TEXTS } from '../domain/AttendanceCalendar/AttendanceCalendar.tsx';
import { BAR_CHART_TEXTS } from '../domain/BarChart/BarChart.tsx';
import { CROP_DIALOG_TEXTS } from '../domain/CropDialog/CropDialog.tsx';
import { DONUT_CHART_TEXTS } from '../domain/DonutChart/DonutChart.tsx';
import { JUDGE_BANNER_TEXTS } from '../domain/JudgeBanner/JudgeBanner.tsx';
import { SMS_COMPOSER_TEXTS } from '../domain/SmsComposer/SmsComposer.tsx';
import { SMS_COUNTER_TEXTS } from '../domain/SmsCounter/SmsCounter.tsx';
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
