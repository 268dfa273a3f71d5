import type { Schemas } from '../contract.ts';
import { DEFAULT_TEMPLATES } from './default-templates.ts';

/** The automatic reminders before a gym saves its own: all off. */
const ALL_OFF = {
  sendBefore7DaysExpired: false,
  sendBefore3DaysExpired: false,
  sendBefore1DayExpired: false,
  sendAfter1DayExpired: false,
  sendAfter3DaysExpired: false,
  sendAfter7DaysExpired: false,
  sendMembershipRenewed: false,
  sendBirthday: false,
  sendPaymentReceived: false,
};

/**
 * A gym's settings before it saves its own: every reminder off, the templates in its owner's
 * language (decision 0049; English for an owner who has not chosen one).
 */
export const defaultSmsSettings = (language: Schemas['Language'] | null | undefined) => ({
  ...ALL_OFF,
  ...DEFAULT_TEMPLATES[language ?? 'en'],
});

/** The settings in English: what a gym whose owner reads English starts with. */
export const DEFAULT_SMS_SETTINGS = defaultSmsSettings('en');
