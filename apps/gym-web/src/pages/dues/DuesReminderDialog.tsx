import { type components, errorMessage } from '@gym/api-client';
import {
  clientDisplayName,
  countSms,
  fillPlaceholders,
  placeholderValues,
  Stack,
  showToast,
  Text,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { ConfirmDialog } from '../../app/on-demand.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { useSession } from '../../session/session-store.ts';

type Due = components['schemas']['Due'];

const TEXT = defineMessages({
  sent: {
    defaultMessage:
      'Dues reminder sent to {name}: {credits, plural, one {# SMS credit} other {# SMS credits}} used.',
    description: 'Toast after a dues reminder was sent',
  },
  unknown: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  failed: {
    defaultMessage: 'Failed to send the reminder: {reason}',
    description: 'Toast when the dues reminder was not sent',
  },
  confirmTitle: {
    defaultMessage: 'Send the dues reminder?',
    description: 'Dues: the reminder’s confirmation',
  },
  sending: { defaultMessage: 'Sending...', description: 'A send button while it works' },
  willRead: {
    defaultMessage: '{name} will read:',
    description: 'Dues reminder: before the SMS as it will be sent',
  },
  loadingMessage: {
    defaultMessage: 'Loading the message...',
    description: 'Dues reminder: while the SMS loads',
  },
  cost: {
    defaultMessage: 'It costs {cost, plural, one {# SMS credit} other {# SMS credits}}.',
    description: 'Dues reminder: the SMS credits it spends',
  },
  costOfBalance: {
    defaultMessage: 'It costs {cost, plural, one {# SMS credit} other {# SMS credits}} (you have {credits}).',
    description: 'Dues reminder: the SMS credits it spends and the credits left',
  },
  remind: {
    defaultMessage: 'Send reminder',
    description: 'Dues: the button that sends the dues reminder SMS',
  },
});

/**
 * Before a reminder spends credits: the message as the client will read it and what it costs
 * against the balance, counted by the rule the server charges by; Send, or Cancel.
 */
export default function ReminderDialog({ due, onClose }: { due: Due | null; onClose: () => void }) {
  const t = useT();
  const { gym, user } = useSession();
  const gymId = gym.gymId ?? 0;
  const { dates, currency } = useGymFormat();
  const settings = api.useQuery('get', '/api/gyms-sms-settings/{id}', { params: { path: { id: gymId } } });
  const balance = api.useQuery('get', '/api/users/{userId}/total-sms', {
    params: { path: { userId: user.userId ?? 0 } },
  });
  const send = api.useMutation('post', '/api/dues/invoices/{id}/reminder');
  const template = settings.data?.sendDuesReminderTemplate ?? '';
  const text = due
    ? fillPlaceholders(
        template,
        placeholderValues(
          {
            clientName: due.clientName,
            membershipEndDate: due.clientMembershipEndDate,
            amountDue: due.amountDue,
          },
          { name: gym.gymName ?? '', dates, currency },
        ),
      )
    : '';
  const cost = countSms(text).pages;
  const credits = balance.data?.totalSms;
  const name = due ? clientDisplayName(due.clientName) : '';
  const confirm = () => {
    if (!due) return;
    send.mutate(
      { params: { path: { id: due.invoiceId } } },
      {
        onSuccess: (result) => {
          showToast(translate(TEXT.sent, { name, credits: result.creditsUsed }), 'success');
          onClose();
        },
        onError: (error) =>
          showToast(
            translate(TEXT.failed, { reason: serverText(errorMessage(error, translate(TEXT.unknown))) }),
          ),
      },
    );
  };
  return (
    <ConfirmDialog
      isOpen={due !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(TEXT.confirmTitle)}
      confirmLabel={t(TEXT.remind)}
      pendingLabel={t(TEXT.sending)}
      isPending={send.isPending}
      variant="primary"
      onConfirm={confirm}
    >
      <Stack gap="small">
        <Text>{t(TEXT.willRead, { name })}</Text>
        <Text as="p">{settings.data ? text : t(TEXT.loadingMessage)}</Text>
        <Text tone={credits !== undefined && credits < cost ? 'critical' : 'muted'}>
          {credits === undefined ? t(TEXT.cost, { cost }) : t(TEXT.costOfBalance, { cost, credits })}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
