import {
  Box,
  Button,
  Card,
  countSms,
  Heading,
  Inline,
  SmsComposer,
  Stack,
  Switch,
  showToast,
  Text,
} from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useLeaveGuard } from '../../app/leave-guard.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverReason } from '../../i18n/server-reason.ts';
import { useSession } from '../../session/session-store.ts';
import {
  MANUAL_TEMPLATES,
  REMINDER_GROUPS,
  type Reminder,
  type SmsSettings,
  templateKey,
  withReminder,
  withTemplate,
} from './schedule-settings.ts';
import { messageRequired } from './send-rules.ts';

const TEXT = defineMessages({
  heading: { defaultMessage: 'SMS Settings', description: 'The SMS settings screen’s heading' },
  intro: {
    defaultMessage: 'Reminders go to your clients automatically when switched on.',
    description: 'SMS settings: under the heading',
  },
  loading: { defaultMessage: 'Loading the SMS settings', description: 'Screen reader: while loading' },
  saved: { defaultMessage: 'SMS settings saved.', description: 'Toast after a save' },
  failed: {
    defaultMessage: 'Failed to save SMS settings: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
  byHand: {
    defaultMessage: 'Sent by hand',
    description: 'SMS settings: the card of templates sent from a button',
  },
  count: { defaultMessage: 'SMS count: {count}', description: 'Under a template: how many SMS it takes' },
  edit: { defaultMessage: 'Edit', description: 'Button: edit a template' },
  editLabel: {
    defaultMessage: 'Edit {reminder} message',
    description: 'The Edit button for screen readers; reminder is e.g. “7 days before expiry”',
  },
  messageLabel: { defaultMessage: '{reminder} message', description: 'The template field’s label' },
  saving: { defaultMessage: 'Saving...', description: 'The save button while it saves' },
  save: { defaultMessage: 'Save', description: 'Button: saves the template' },
  cancel: { defaultMessage: 'Cancel', description: 'Button: puts the template back' },
});

/** The gym's automatic reminders: nine switches in three groups, each with its editable template. */
export default function SmsSchedulePage() {
  const gymId = useSession().gym.gymId ?? 0;
  const settings = api.useQuery('get', '/api/gyms-sms-settings/{id}', { params: { path: { id: gymId } } });
  const t = useT();
  return (
    <Stack>
      <Heading level={1}>{t(TEXT.heading)}</Heading>
      <Text tone="muted">{t(TEXT.intro)}</Text>
      <QueryState query={settings} loadingLabel={t(TEXT.loading)} loadingLines={8}>
        {(saved) => <ReminderSettings key={gymId} gymId={gymId} saved={saved} />}
      </QueryState>
    </Stack>
  );
}

function ReminderSettings({ gymId, saved }: { gymId: number; saved: SmsSettings }) {
  // Shown at once when switched; the server's answer replaces it, a failure puts the last saved back.
  const t = useT();
  const [settings, setSettings] = useState(saved);
  const update = api.useMutation('put', '/api/gyms-sms-settings/{id}');

  const save = (next: SmsSettings, onSaved?: () => void) => {
    const previous = settings;
    setSettings(next);
    update.mutate(
      { params: { path: { id: gymId } }, body: { id: gymId, userSMSSetting: next } },
      {
        onSuccess: (answer) => {
          setSettings(answer);
          showToast(translate(TEXT.saved), 'success');
          onSaved?.();
        },
        onError: (error) => {
          setSettings(previous);
          showToast(translate(TEXT.failed, { reason: serverReason(error) }));
        },
      },
    );
  };

  return (
    <Stack>
      {REMINDER_GROUPS.map((group) => (
        <Card key={group.title.defaultMessage.toString()} title={t(group.title)} level={2}>
          <Stack>
            {group.reminders.map((reminder) => (
              <ReminderRow
                key={reminder.flag}
                reminder={reminder}
                // The newer reminders are answered always, though the contract lets a save leave them out.
                enabled={settings[reminder.flag] ?? false}
                template={settings[templateKey(reminder.flag)] ?? ''}
                isSaving={update.isPending}
                onToggle={(enabled) => save(withReminder(settings, reminder.flag, { enabled }))}
                onSaveTemplate={(template, done) =>
                  save(withReminder(settings, reminder.flag, { template }), done)
                }
              />
            ))}
          </Stack>
        </Card>
      ))}
      <Card title={t(TEXT.byHand)} level={2}>
        <Stack>
          {MANUAL_TEMPLATES.map((manual) => (
            <ReminderRow
              key={manual.key}
              reminder={{ label: manual.label, placeholders: manual.placeholders }}
              note={t(manual.note, { placeholder: '{amount_due}' })}
              template={settings[manual.key] ?? ''}
              isSaving={update.isPending}
              onSaveTemplate={(template, done) => save(withTemplate(settings, manual.key, template), done)}
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

interface ReminderRowProps {
  reminder: Pick<Reminder, 'label' | 'placeholders'>;
  template: string;
  isSaving: boolean;
  onSaveTemplate: (template: string, done: () => void) => void;
  /** An automatic reminder's switch; a template sent by hand has none. */
  enabled?: boolean;
  onToggle?: (enabled: boolean) => void;
  /** Under the label of a template sent by hand: when it goes. */
  note?: string;
}

/** One reminder: its switch, and its template with Edit, then Save or Cancel (which restores it). */
function ReminderRow({
  reminder,
  enabled,
  template,
  isSaving,
  onToggle,
  onSaveTemplate,
  note,
}: ReminderRowProps) {
  const t = useT();
  const label = t(reminder.label);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A template changed and not saved: leaving the page asks first (as every form does).
  useLeaveGuard(draft !== null && draft !== template);
  const cancel = () => {
    setDraft(null);
    setProblem(null);
  };
  const saveDraft = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setProblem(messageRequired());
      return;
    }
    setProblem(null);
    onSaveTemplate(draft, () => setDraft(null));
  };
  return (
    <Box as="section" aria-label={label} display="flex" flexDirection="column" gap="small">
      {onToggle ? (
        <Switch isSelected={enabled ?? false} onChange={onToggle} isDisabled={isSaving}>
          {label}
        </Switch>
      ) : (
        <Stack gap="xxsmall">
          <Text weight="bold">{label}</Text>
          {note ? (
            <Text tone="muted" size="small">
              {note}
            </Text>
          ) : null}
        </Stack>
      )}
      {draft === null ? (
        <Stack gap="xsmall">
          <Text>{template}</Text>
          <Inline justifyContent="space-between">
            <Text tone="muted" size="small">
              {t(TEXT.count, { count: countSms(template).pages })}
            </Text>
            <Button
              size="small"
              variant="secondary"
              aria-label={t(TEXT.editLabel, { reminder: label })}
              isDisabled={isSaving}
              onPress={() => setDraft(template)}
            >
              {t(TEXT.edit)}
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Stack gap="small">
          <SmsComposer
            label={t(TEXT.messageLabel, { reminder: label })}
            value={draft}
            onChange={(text) => {
              setDraft(text);
              setProblem(null);
            }}
            isDisabled={isSaving}
            {...(reminder.placeholders ? { placeholders: reminder.placeholders } : {})}
            {...(problem ? { errorMessage: problem } : {})}
          />
          <Inline>
            <Button size="small" isPending={isSaving} pendingLabel={t(TEXT.saving)} onPress={saveDraft}>
              {t(TEXT.save)}
            </Button>
            <Button size="small" variant="secondary" isDisabled={isSaving} onPress={cancel}>
              {t(TEXT.cancel)}
            </Button>
          </Inline>
        </Stack>
      )}
    </Box>
  );
}
