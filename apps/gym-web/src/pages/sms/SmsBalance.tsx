import { Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useSession } from '../../session/session-store.ts';

const TEXT = defineMessages({
  loading: { defaultMessage: 'Loading the SMS balance', description: 'Screen reader: while loading' },
  remaining: { defaultMessage: 'SMS Remaining: {count}', description: 'The SMS credits left' },
  inCredit: {
    defaultMessage: 'You are in credit.',
    description: 'Under a negative SMS balance: more was sent than bought',
  },
});

/** 'SMS Remaining' of the signed-in user: a negative balance shows red with 'You are in credit.'. */
export function SmsBalance() {
  const t = useT();
  const userId = useSession().user.userId ?? 0;
  const balance = api.useQuery('get', '/api/users/{userId}/total-sms', {
    params: { path: { userId } },
  });
  return (
    <QueryState query={balance} loadingLabel={t(TEXT.loading)} loadingLines={1}>
      {({ totalSms }) => (
        <Stack gap="xxsmall">
          <Text size="large" weight="bold" tone={totalSms < 0 ? 'critical' : 'normal'}>
            {t(TEXT.remaining, { count: totalSms })}
          </Text>
          {totalSms < 0 ? <Text tone="critical">{t(TEXT.inCredit)}</Text> : null}
        </Stack>
      )}
    </QueryState>
  );
}
