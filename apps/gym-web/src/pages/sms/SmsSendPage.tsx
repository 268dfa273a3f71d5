import { type components, errorMessage } from '@gym/api-client';
import {
  addDays,
  Button,
  Card,
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
import { useGymFormat } from '../../app/gym-format.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsBalance } from './SmsBalance.tsx';
import { type SendMode, sendProblem } from './send-rules.ts';

type ClientGroup = NonNullable<components['schemas']['SendSmsRequest']['type']>;
type SendResult = components['schemas']['SendSmsResult'];

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
  const { dates, today } = useGymFormat();
  // An example client, their membership ending in a week, as the server will fill the message.
  const preview = {
    values: placeholderValues(
      { clientName: 'Sita', membershipEndDate: addDays(today(), 7) },
      { name: gym.gymName ?? '', dates },
    ),
    note: 'As Sita, whose membership ends in a week, would read it. Each client gets their own name and date.',
  };
  const [mode, setMode] = useState<SendMode>('clients');
  const [message, setMessage] = useState('');
  const [phones, setPhones] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof sendProblem>>(null);
  const [lastSent, setLastSent] = useState<SendResult | null>(null);
  const send = api.useMutation('post', '/api/sms/send');
  const pendingGroup = send.isPending ? (send.variables?.body.type ?? null) : null;

  const submit = (group: ClientGroup | null) => {
    const found = sendProblem(mode, message, phones);
    setProblem(found);
    if (found) return;
    send.mutate(
      {
        body: {
          gymId,
          smsContent: message,
          type: group,
          phoneNumbers: group ? null : phones,
        },
      },
      {
        onSuccess: (result) => {
          showToast('SMS sent successfully', 'success');
          setLastSent(result);
          setMessage('');
          setPhones('');
        },
        onError: (error) => showToast(`Failed to send SMS: ${errorMessage(error, 'Unknown error')}`),
      },
    );
  };

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
            isDisabled={send.isPending}
          />
          <SmsComposer
            value={message}
            onChange={(text) => {
              setMessage(text);
              if (problem?.field === 'message') setProblem(null);
            }}
            isDisabled={send.isPending}
            preview={preview}
            {...(problem?.field === 'message' ? { errorMessage: problem.text } : {})}
          />
          {mode === 'clients' ? (
            <Inline>
              {CLIENT_GROUPS.map(({ group, label }) => (
                <Button
                  key={group}
                  isDisabled={send.isPending}
                  isPending={pendingGroup === group}
                  pendingLabel="Sending..."
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
                description="Separate the numbers with commas, e.g. 9800000001, 9800000002."
                value={phones}
                onChange={(text) => {
                  setPhones(text);
                  if (problem?.field === 'phones') setProblem(null);
                }}
                rows={3}
                isDisabled={send.isPending}
                {...(problem?.field === 'phones' ? { errorMessage: problem.text } : {})}
              />
              <Inline>
                <Button
                  isDisabled={send.isPending}
                  isPending={send.isPending}
                  pendingLabel="Sending..."
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
    </Stack>
  );
}
