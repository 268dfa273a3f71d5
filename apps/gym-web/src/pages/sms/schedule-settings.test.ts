import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n.ts';
import {
  MANUAL_TEMPLATES,
  REMINDER_GROUPS,
  type SmsSettings,
  withReminder,
  withTemplate,
} from './schedule-settings.ts';

const flags = REMINDER_GROUPS.flatMap((group) => group.reminders.map((reminder) => reminder.flag));
const settings = Object.fromEntries(
  flags.flatMap((flag) => [
    [flag, false],
    [`${flag}Template`, `Text of ${flag}`],
  ]),
) as unknown as SmsSettings;

describe('the SMS reminder settings', () => {
  it('has the nine reminders in three groups, each once', () => {
    expect(REMINDER_GROUPS.map((group) => [translate(group.title), group.reminders.length])).toEqual([
      ['Before Expiry', 3],
      ['After Expiry', 3],
      ['Other', 3],
    ]);
    expect(new Set(flags).size).toBe(9);
  });

  it('changes one reminder and keeps the rest of the settings as they are', () => {
    const switched = withReminder(settings, 'sendBirthday', { enabled: true });
    expect(switched).toEqual({ ...settings, sendBirthday: true });
    const edited = withReminder(settings, 'sendAfter3DaysExpired', { template: 'Come back!' });
    expect(edited).toEqual({ ...settings, sendAfter3DaysExpiredTemplate: 'Come back!' });
  });

  it('edits the dues reminder, sent by hand, beside them and keeps the rest', () => {
    expect(MANUAL_TEMPLATES.map((template) => template.key)).toEqual(['sendDuesReminderTemplate']);
    const edited = withTemplate(settings, 'sendDuesReminderTemplate', 'Pay {amount_due}, please.');
    expect(edited).toEqual({ ...settings, sendDuesReminderTemplate: 'Pay {amount_due}, please.' });
  });
});
