import { errorMessage } from '@gym/api-client';
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
import { MESSAGE_REQUIRED } from './send-rules.ts';

/** The gym's automatic reminders: nine switches in three groups, each with its editable template. */
export default function SmsSchedulePage() {
  const gymId = useSession().gym.gymId ?? 0;
  const settings = api.useQuery('get', '/api/gyms-sms-settings/{id}', { params: { path: { id: gymId } } });
  return (
    <Stack>
      <Heading level={1}>SMS Settings</Heading>
      <Text tone="muted">Reminders go to your clients automatically when switched on.</Text>
      <QueryState query={settings} loadingLabel="Loading the SMS settings" loadingLines={8}>
        {(saved) => <ReminderSettings key={gymId} gymId={gymId} saved={saved} />}
      </QueryState>
    </Stack>
  );
}

function ReminderSettings({ gymId, saved }: { gymId: number; saved: SmsSettings }) {
  // Shown at once when switched; the server's answer replaces it, a failure puts the last saved back.
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
          showToast('SMS settings saved.', 'success');
          onSaved?.();
        },
        onError: (error) => {
          setSettings(previous);
          showToast(`Failed to save SMS settings: ${errorMessage(error, 'Unknown error')}`);
        },
      },
    );
  };

  return (
    <Stack>
      {REMINDER_GROUPS.map((group) => (
        <Card key={group.title} title={group.title} level={2}>
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
      <Card title="Sent by hand" level={2}>
        <Stack>
          {MANUAL_TEMPLATES.map((manual) => (
            <ReminderRow
              key={manual.key}
              reminder={{ label: manual.label, placeholders: manual.placeholders }}
              note={manual.note}
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
      setProblem(MESSAGE_REQUIRED);
      return;
    }
    setProblem(null);
    onSaveTemplate(draft, () => setDraft(null));
  };
  return (
    <Box as="section" aria-label={reminder.label} display="flex" flexDirection="column" gap="small">
      {onToggle ? (
        <Switch isSelected={enabled ?? false} onChange={onToggle} isDisabled={isSaving}>
          {reminder.label}
        </Switch>
      ) : (
        <Stack gap="xxsmall">
          <Text weight="bold">{reminder.label}</Text>
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
              SMS count: {countSms(template).pages}
            </Text>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Edit ${reminder.label} message`}
              isDisabled={isSaving}
              onPress={() => setDraft(template)}
            >
              Edit
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Stack gap="small">
          <SmsComposer
            label={`${reminder.label} message`}
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
            <Button size="small" isPending={isSaving} pendingLabel="Saving..." onPress={saveDraft}>
              Save
            </Button>
            <Button size="small" variant="secondary" isDisabled={isSaving} onPress={cancel}>
              Cancel
            </Button>
          </Inline>
        </Stack>
      )}
    </Box>
  );
}
