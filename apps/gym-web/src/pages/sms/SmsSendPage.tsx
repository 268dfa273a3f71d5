import { type components, countryOfTimeZone, phoneExample } from '@gym/api-client';
import {
  addDays,
  Button,
  Card,
  DUES_REMINDER_PLACEHOLDERS,
  Heading,
  Inline,
  placeholderValues,
  SegmentedControl,
  SmsComposer,
  Stack,
  showToast,
  Text,
  TextArea,
} from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { refusedFields } from '../../app/form-feedback.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useLeaveGuard } from '../../app/leave-guard.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { failureReason } from '../../i18n/rule-texts.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from './SmsBalance.tsx';
import { type SendMode, sendProblem } from './send-rules.ts';

type ClientGroup = NonNullable<components['schemas']['SendSmsRequest']['type']>;
type SendResult = components['schemas']['SendSmsResult'];
type SendRequest = components['schemas']['SendSmsRequest'];
type SmsQuote = components['schemas']['SmsQuote'];

const TEXT = defineMessages({
  toClients: { defaultMessage: 'Send to Clients', description: 'Send SMS: to a group of the gym’s clients' },
  toPhones: { defaultMessage: 'Send with Phone No.', description: 'Send SMS: to typed phone numbers' },
  toAll: { defaultMessage: 'Send to All Clients', description: 'Button' },
  toExpired: { defaultMessage: 'Send to Expired Clients', description: 'Button' },
  toNonExpired: { defaultMessage: 'Send to Non-Expired Members', description: 'Button' },
  previewNote: {
    defaultMessage:
      'As Sita, whose membership ends in a week and who owes {amount}, would read it. Each client gets their own name, date and what they owe.',
    description: 'Under the message’s preview; Sita is an example client’s name',
  },
  exampleName: {
    defaultMessage: 'Sita',
    description: 'An example client’s first name, common where the gym is',
  },
  failed: {
    defaultMessage: 'Failed to send SMS: {reason}',
    description: 'Toast; reason is the server’s sentence',
  },
  sent: { defaultMessage: 'SMS sent successfully', description: 'Toast after sending' },
  heading: { defaultMessage: 'Send SMS', description: 'The send SMS screen’s heading' },
  list: { defaultMessage: 'SMS List', description: 'Button: the SMS list screen' },
  sendTo: { defaultMessage: 'Send to', description: 'Choice: clients or typed numbers' },
  counting: { defaultMessage: 'Counting...', description: 'A send button while the cost is counted' },
  phones: { defaultMessage: 'Phone Numbers', description: 'Send SMS field' },
  phonesHelp: {
    defaultMessage: 'Separate the numbers with commas. {example}',
    description: 'Under the phone numbers field; example is a sample number of the gym’s country',
  },
  send: { defaultMessage: 'Send', description: 'Button: sends the SMS' },
  sendingResult: {
    defaultMessage:
      '{sent, plural, one {Sent # message} other {Sent # messages}}, {credits, plural, one {# SMS credit} other {# SMS credits}} used.',
    description: 'After a send, when none failed',
  },
  sendingResultFailed: {
    defaultMessage:
      '{sent, plural, one {Sent # message} other {Sent # messages}}, {failed} failed, {credits, plural, one {# SMS credit} other {# SMS credits}} used.',
    description: 'After a send, when some failed',
  },
  confirmTitle: { defaultMessage: 'Send SMS?', description: 'The send question’s title' },
  sending: { defaultMessage: 'Sending...', description: 'A button while it sends' },
  quote: {
    defaultMessage:
      '{recipients, plural, one {# recipient} other {# recipients}}, {credits, plural, one {# credit} other {# credits}}.',
    description: 'The send question: who gets it and what it costs',
  },
  after: {
    defaultMessage: 'SMS Remaining after sending: {count}.',
    description: 'The send question: the balance the send leaves',
  },
  afterInCredit: {
    defaultMessage: 'SMS Remaining after sending: {count} (in credit).',
    description: 'The send question: the balance the send leaves, below zero',
  },
});

const MODES = [
  { value: 'clients', label: TEXT.toClients },
  { value: 'phones', label: TEXT.toPhones },
] as const;

const CLIENT_GROUPS = [
  { group: 'ALL', label: TEXT.toAll },
  { group: 'EXPIRED', label: TEXT.toExpired },
  { group: 'NON_EXPIRED', label: TEXT.toNonExpired },
] as const satisfies readonly { group: ClientGroup; label: Message }[];

/** Send SMS: to a group of the gym's clients or to typed phone numbers, cleared once sent. */
export default function SmsSendPage() {
  const navigate = useNavigate();
  const t = useT();
  const { gym } = useSession();
  const gymId = gym.gymId ?? 0;
  const { dates, today, timeZone, currency, money } = useGymFormat();
  const country = countryOfTimeZone(timeZone);
  // An example client, their membership ending in a week and owing 1,500, as the server will fill it.
  const preview = {
    values: placeholderValues(
      { clientName: t(TEXT.exampleName), membershipEndDate: addDays(today(), 7), amountDue: 1500 },
      { name: gym.gymName ?? '', dates, currency },
    ),
    note: t(TEXT.previewNote, { amount: money(1500) }),
  };
  const [mode, setMode] = useState<SendMode>('clients');
  const [message, setMessage] = useState('');
  const [phones, setPhones] = useState('');
  // A message or numbers typed and not sent: leaving asks first.
  useLeaveGuard(message !== '' || phones !== '');
  const [problem, setProblem] = useState<ReturnType<typeof sendProblem>>(null);
  const [lastSent, setLastSent] = useState<SendResult | null>(null);
  const quote = api.useMutation('post', '/api/sms/quote');
  const send = api.useMutation('post', '/api/sms/send');
  // The send the user is asked about, with what the server says it costs.
  const [asking, setAsking] = useState<{ body: SendRequest; quote: SmsQuote } | null>(null);
  const busy = quote.isPending || send.isPending;
  // While the cost is asked for, the pressed button says so (the dialog says 'Sending...' itself).
  const pendingGroup = quote.isPending ? (quote.variables?.body.type ?? null) : null;

  /** Nothing is spent before the user has seen the real count and cost and said Send. */
  const submit = (group: ClientGroup | null) => {
    const found = sendProblem(mode, message, phones, country);
    setProblem(found);
    if (found) return;
    const body: SendRequest = {
      gymId,
      smsContent: message,
      type: group,
      phoneNumbers: group ? null : phones,
    };
    quote.mutate(
      { body },
      {
        onSuccess: (answer) => setAsking({ body, quote: answer }),
        onError: (error) => {
          // A number the server refuses is named at the Phone Numbers field, as the form's own check does.
          const { phones: refused } = refusedFields(error, (field) =>
            field === 'phoneNumbers' ? 'phones' : undefined,
          );
          if (refused) setProblem({ field: 'phones', text: refused });
          else showToast(translate(TEXT.failed, { reason: failureReason(error) }));
        },
      },
    );
  };
  const confirmSend = (body: SendRequest) =>
    send.mutate(
      { body },
      {
        onSuccess: (result) => {
          setAsking(null);
          showToast(translate(TEXT.sent), 'success');
          setLastSent(result);
          setMessage('');
          setPhones('');
        },
        onError: (error) => {
          setAsking(null);
          showToast(translate(TEXT.failed, { reason: failureReason(error) }));
        },
      },
    );

  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.sms.to())}>
          {t(TEXT.list)}
        </Button>
      </Inline>
      <SmsBalance />
      <Card>
        <Stack>
          <SegmentedControl
            label={t(TEXT.sendTo)}
            options={MODES.map(({ value, label }) => ({ value, label: t(label) }))}
            value={mode}
            onChange={(value) => {
              setMode(value as SendMode);
              setProblem(null);
            }}
            isDisabled={busy}
          />
          <SmsComposer
            value={message}
            onChange={(text) => {
              setMessage(text);
              if (problem?.field === 'message') setProblem(null);
            }}
            isDisabled={busy}
            preview={preview}
            placeholders={DUES_REMINDER_PLACEHOLDERS}
            {...(problem?.field === 'message' ? { errorMessage: problem.text } : {})}
          />
          {mode === 'clients' ? (
            <Inline>
              {CLIENT_GROUPS.map(({ group, label }) => (
                <Button
                  key={group}
                  isDisabled={busy}
                  isPending={pendingGroup === group}
                  pendingLabel={t(TEXT.counting)}
                  onPress={() => submit(group)}
                >
                  {t(label)}
                </Button>
              ))}
            </Inline>
          ) : (
            <Stack gap="medium">
              <TextArea
                label={t(TEXT.phones)}
                // Numbers of the gym's country, as its hint shows (the server's rule).
                description={t(TEXT.phonesHelp, { example: phoneExample(country) })}
                value={phones}
                onChange={(text) => {
                  setPhones(text);
                  if (problem?.field === 'phones') setProblem(null);
                }}
                rows={3}
                isDisabled={busy}
                {...(problem?.field === 'phones' ? { errorMessage: problem.text } : {})}
              />
              <Inline>
                <Button
                  isDisabled={busy}
                  isPending={quote.isPending}
                  pendingLabel={t(TEXT.counting)}
                  onPress={() => submit(null)}
                >
                  {t(TEXT.send)}
                </Button>
              </Inline>
            </Stack>
          )}
          {lastSent ? (
            <Text tone="success" as="div">
              {t(lastSent.failed > 0 ? TEXT.sendingResultFailed : TEXT.sendingResult, {
                sent: lastSent.sent,
                failed: lastSent.failed,
                credits: lastSent.creditsUsed,
              })}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <ConfirmDialog
        title={t(TEXT.confirmTitle)}
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        variant="primary"
        confirmLabel={t(TEXT.send)}
        pendingLabel={t(TEXT.sending)}
        isPending={send.isPending}
        onConfirm={() => {
          if (asking) confirmSend(asking.body);
        }}
      >
        {asking ? <QuoteText quote={asking.quote} /> : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** '12 recipients, 24 credits.' and the balance the send leaves. */
function QuoteText({ quote: { recipients, credits, totalSms } }: { quote: SmsQuote }) {
  const t = useT();
  const after = totalSms - credits;
  return (
    <Stack gap="small">
      <Text>{t(TEXT.quote, { recipients, credits })}</Text>
      <Text tone="muted">{t(after < 0 ? TEXT.afterInCredit : TEXT.after, { count: after })}</Text>
    </Stack>
  );
}
