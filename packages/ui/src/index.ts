/**
 * The design system's public surface, named one by one: components with their props and variant
 * lists, formatting, the SMS counter and the themes. Raw tokens, style helpers, option-list
 * internals and chart layout helpers stay inside the package.
 */

// Dates through @gym/dates, the one date module (bundled: it is private), so the app and other
// users of the design system write every date as the components do. Its index names each export.
export * from '@gym/dates';
export {
  e164Number,
  fillPlaceholders,
  internationalDigits,
  type PlaceholderValues,
  placeholderValues,
  RECEIPT_PLACEHOLDERS,
} from '@gym/sms-segments';
// Behaviour without pixels of its own: router-aware links and the native file chooser.
export { FileTrigger, RouterProvider } from 'react-aria-components';
// Primitives
export { ActionBar, type ActionBarProps } from './components/ActionBar/ActionBar.tsx';
export { AppShell, type AppShellProps, type NavItem } from './components/AppShell/AppShell.tsx';
export {
  Avatar,
  type AvatarProps,
  type AvatarShape,
  type AvatarSize,
  avatarShapes,
  avatarSizes,
} from './components/Avatar/Avatar.tsx';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button.tsx';
export { Card, type CardProps } from './components/Card/Card.tsx';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './components/Checkbox/Checkbox.tsx';
export { CodeSnippet, type CodeSnippetProps } from './components/CodeSnippet/CodeSnippet.tsx';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker.tsx';
export { DateCalendarContext, useDateCalendar } from './components/DatePicker/date-calendar.ts';
export {
  Alert,
  type AlertProps,
  ConfirmDialog,
  type ConfirmDialogProps,
  Dialog,
  type DialogProps,
  type DialogSize,
  dialogSizes,
} from './components/Dialog/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx';
export {
  ErrorPanel,
  type ErrorPanelProps,
} from './components/ErrorPanel/ErrorPanel.tsx';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonTone,
  IconLink,
  type IconLinkProps,
  iconButtonTones,
} from './components/IconButton/IconButton.tsx';
export {
  type LanguageOption,
  LanguageSwitch,
  type LanguageSwitchProps,
} from './components/LanguageSwitch/LanguageSwitch.tsx';
export { Box, type BoxProps, Inline, Stack } from './components/Layout/Layout.tsx';
export {
  isExternalHref,
  Link,
  type LinkProps,
  type LinkVariant,
  linkVariants,
} from './components/Link/Link.tsx';
export {
  Menu,
  type MenuAction,
  type MenuItemTone,
  type MenuProps,
  menuItemTones,
} from './components/Menu/Menu.tsx';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar.tsx';
export { ResponsiveList, type ResponsiveListProps } from './components/ResponsiveList/ResponsiveList.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
} from './components/SegmentedControl/SegmentedControl.tsx';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.tsx';
export { StaticTable, type StaticTableProps } from './components/StaticTable/StaticTable.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export {
  type SortDirection,
  Table,
  type TableAlignment,
  type TableColumn,
  type TableProps,
  type TableSort,
  tableAlignments,
} from './components/Table/Table.tsx';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx';
export {
  dismissToasts,
  showToast,
  ToastRegion,
  type ToastTone,
  toastTones,
} from './components/Toast/Toast.tsx';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  headingLevels,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './components/Typography/Typography.tsx';
// Domain components
export {
  AttendanceCalendar,
  type AttendanceCalendarProps,
  type DayState,
  type Punch,
  type YearMonth,
} from './domain/AttendanceCalendar/AttendanceCalendar.tsx';
export { type MonthSystem, monthSystemOf } from './domain/AttendanceCalendar/calendar.ts';
export {
  BarChart,
  type BarChartProps,
  type BarDatum,
  MonthlyCollectionsChart,
  type MonthlyCollectionsChartProps,
} from './domain/BarChart/BarChart.tsx';
export { chartsDrawn } from './domain/ChartParts/charts-drawn.ts';
export {
  CropDialog,
  type CropDialogProps,
  type CropShape,
  type CropShapeId,
} from './domain/CropDialog/CropDialog.tsx';
export {
  DonutChart,
  type DonutChartProps,
  type DonutDatum,
  type DonutTone,
  MemberTypesChart,
} from './domain/DonutChart/DonutChart.tsx';
export {
  type InvoiceDetails,
  type InvoiceGym,
  type InvoicePayment,
  InvoicePrintView,
  type InvoicePrintViewProps,
  type InvoiceWords,
} from './domain/InvoicePrintView/InvoicePrintView.tsx';
export {
  JUDGE_VARIATIONS,
  JudgeBanner,
  type JudgeBannerProps,
  type JudgeFeed,
  type JudgeVariation,
} from './domain/JudgeBanner/JudgeBanner.tsx';
export {
  type ReceiptDetails,
  ReceiptPrintView,
  type ReceiptPrintViewProps,
  type ReceiptWords,
} from './domain/ReceiptPrintView/ReceiptPrintView.tsx';
export {
  DUES_REMINDER_PLACEHOLDERS,
  SMS_PLACEHOLDERS,
  SmsComposer,
  type SmsComposerProps,
  type SmsPreview,
} from './domain/SmsComposer/SmsComposer.tsx';
export { SmsCounter, type SmsCounterProps } from './domain/SmsCounter/SmsCounter.tsx';
// Formatting, counting and layout in code
export { clientDisplayName, UNNAMED_CLIENT } from './format/client-name.ts';
export { membershipLabel } from './format/dates.ts';
export { CURRENCIES, type Currency, formatMoney } from './format/money.ts';
export { paymentTypeLabel } from './format/payment-type.ts';
export { useIsMobile, useMediaQuery } from './hooks/useMediaQuery.ts';
export {
  AddInvoiceIcon,
  CalendarIcon,
  CloseIcon,
  MenuIcon,
  MessageIcon,
  PencilIcon,
  PriceTagIcon,
  TrashIcon,
} from './icons/icons.tsx';
export { countSms, SMS_MAX_CHARACTERS, type SmsCount, type SmsEncoding } from './sms/count.ts';
export { ENGLISH_UI_TEXTS } from './texts/english.ts';
export { UiTextsProvider, type UiWords, useUiTexts } from './texts/UiTextsProvider.tsx';
export type { UiTexts } from './texts/ui-texts.ts';

// Themes: put one theme's class on <body>.
export { darkTheme, lightTheme, THEME_NAMES, type ThemeName, themes } from './theme/theme.css.ts';
