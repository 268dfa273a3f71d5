import { Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useSession } from '../../session/session-store.ts';

/** 'SMS Remaining' of the signed-in user: a negative balance shows red with 'You are in credit.'. */
export function SmsBalance() {
  const userId = useSession().user.userId ?? 0;
  const balance = api.useQuery('get', '/api/users/{userId}/total-sms', {
    params: { path: { userId } },
  });
  return (
    <QueryState query={balance} loadingLabel="Loading the SMS balance" loadingLines={1}>
      {({ totalSms }) => (
        <Stack gap="xxsmall">
          <Text size="large" weight="bold" tone={totalSms < 0 ? 'critical' : 'normal'}>
            SMS Remaining: {totalSms}
          </Text>
          {totalSms < 0 ? <Text tone="critical">You are in credit.</Text> : null}
        </Stack>
      )}
    </QueryState>
  );
}
