import { type components, countryOfTimeZone, errorMessage, phoneExample } from '@gym/api-client';
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
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { refusedFields } from '../../app/form-feedback.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useLeaveGuard } from '../../app/leave-guard.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from './SmsBalance.tsx';
import { type SendMode, sendProblem } from './send-rules.ts';

type ClientGroup = NonNullable<components['schemas']['SendSmsRequest']['type']>;
type SendResult = components['schemas']['SendSmsResult'];
type SendRequest = components['schemas']['SendSmsRequest'];
type SmsQuote = components['schemas']['SmsQuote'];

const MODES: { value: SendMode; label: string }[] = [
  { value: 'clients', label: 'Send to Clients' },
  { value: 'phones', label: 'Send with Phone No.' },
];

const CLIENT_GROUPS: { group: ClientGroup; label: string }[] = [
  { group: 'ALL', label: 'Send to All Clients' },
  { group: 'EXPIRED', label: 'Send to Expired Clients' },
  { group: 'NON_EXPIRED', label: 'Send to Non-Expired Members' },
];

/** Send SMS: to a group of the gym's clients or to typed phone numbers, cleared once sent. */
export default function SmsSendPage() {
  const navigate = useNavigate();
  const { gym } = useSession();
  const gymId = gym.gymId ?? 0;
  const { dates, today, timeZone, currency, money } = useGymFormat();
  const country = countryOfTimeZone(timeZone);
  // An example client, their membership ending in a week and owing 1,500, as the server will fill it.
  const preview = {
    values: placeholderValues(
      { clientName: 'Sita', membershipEndDate: addDays(today(), 7), amountDue: 1500 },
      { name: gym.gymName ?? '', dates, currency },
    ),
    note: `As Sita, whose membership ends in a week and who owes ${money(1500)}, would read it. Each client gets their own name, date and what they owe.`,
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
          else showToast(`Failed to send SMS: ${errorMessage(error, 'Unknown error')}`);
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
          showToast('SMS sent successfully', 'success');
          setLastSent(result);
          setMessage('');
          setPhones('');
        },
        onError: (error) => {
          setAsking(null);
          showToast(`Failed to send SMS: ${errorMessage(error, 'Unknown error')}`);
        },
      },
    );

  return (
    <Stack>
      <Inline justifyContent="space-between">
        <Heading level={1}>Send SMS</Heading>
        <Button variant="secondary" onPress={() => navigate(ROUTES.sms.to())}>
          SMS List
        </Button>
      </Inline>
      <SmsBalance />
      <Card>
        <Stack>
          <SegmentedControl
            label="Send to"
            options={MODES}
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
                  pendingLabel="Counting..."
                  onPress={() => submit(group)}
                >
                  {label}
                </Button>
              ))}
            </Inline>
          ) : (
            <Stack gap="medium">
              <TextArea
                label="Phone Numbers"
                // Numbers of the gym's country, as its hint shows (the server's rule).
                description={`Separate the numbers with commas. ${phoneExample(country)}`}
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
                  pendingLabel="Counting..."
                  onPress={() => submit(null)}
                >
                  Send
                </Button>
              </Inline>
            </Stack>
          )}
          {lastSent ? (
            <Text tone="success" as="div">
              {`Sent ${lastSent.sent} message${lastSent.sent === 1 ? '' : 's'}`}
              {lastSent.failed > 0 ? `, ${lastSent.failed} failed` : ''}
              {`, ${lastSent.creditsUsed} SMS credit${lastSent.creditsUsed === 1 ? '' : 's'} used.`}
            </Text>
          ) : null}
        </Stack>
      </Card>
      <ConfirmDialog
        title="Send SMS?"
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        variant="primary"
        confirmLabel="Send"
        pendingLabel="Sending..."
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

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '12 recipients, 24 credits.' and the balance the send leaves. */
function QuoteText({ quote: { recipients, credits, totalSms } }: { quote: SmsQuote }) {
  const after = totalSms - credits;
  return (
    <Stack gap="small">
      <Text>{`${plural(recipients, 'recipient')}, ${plural(credits, 'credit')}.`}</Text>
      <Text tone="muted">
        {`SMS Remaining after sending: ${after}`}
        {after < 0 ? ' (in credit)' : ''}.
      </Text>
    </Stack>
  );
}
