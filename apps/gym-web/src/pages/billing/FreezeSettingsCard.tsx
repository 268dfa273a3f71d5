import { Card, Stack, Switch, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';

const TEXT = defineMessages({
  saved: { defaultMessage: 'Freeze settings saved.', description: 'Toast after the freeze switch is saved' },
  unknownError: {
    defaultMessage: 'Unknown error',
    description: 'In a failure toast, when the server gave no reason',
  },
  failed: {
    defaultMessage: 'Failed to save the freeze settings:',
    description: 'Start of a toast; the server’s reason follows',
  },
  title: { defaultMessage: 'Freezes', description: 'Card title: the gym’s freeze settings' },
  loading: { defaultMessage: 'Loading the freeze settings', description: 'Screen reader: while loading' },
  about: {
    defaultMessage:
      'Each plan may charge a freeze fee and limit the frozen days per calendar year. A frozen member is off the door; one whose card or face still opens it (an offline device) is recorded.',
    description: 'Freezes card: what a freeze does',
  },
  endOnPunchIn: {
    defaultMessage: 'A member who punches in during a freeze ends it',
    description: 'Switch: a punch at the door ends the member’s freeze',
  },
});

/**
 * The gym's freeze setting (decision 0048): a frozen member who punches in at the door ends their
 * freeze that day. Off by default; saved as soon as it is switched.
 */
export function FreezeSettingsCard({ gymId }: { gymId: number }) {
  const t = useT();
  const path = { params: { path: { gymId } } };
  const saved = api.useQuery('get', '/api/freezes/gyms/{gymId}/settings', path);
  const update = api.useMutation('put', '/api/freezes/gyms/{gymId}/settings');
  const change = (endOnPunchIn: boolean) =>
    update.mutate(
      { ...path, body: { endOnPunchIn } },
      {
        onSuccess: () => showToast(translate(TEXT.saved), 'success', 'freeze-settings'),
        onError: (error) =>
          toastRefusal(
            'freeze-settings',
            error,
            translate(TEXT.unknownError),
            `${translate(TEXT.failed)} `,
            serverText,
          ),
      },
    );
  return (
    <Card title={t(TEXT.title)} level={2}>
      <QueryState query={saved} loadingLabel={t(TEXT.loading)} loadingLines={2}>
        {(settings) => (
          <Stack gap="medium">
            <Text tone="muted">{t(TEXT.about)}</Text>
            <Switch
              isSelected={
                update.isPending ? (update.variables?.body.endOnPunchIn ?? false) : settings.endOnPunchIn
              }
              onChange={change}
              isDisabled={update.isPending}
            >
              {t(TEXT.endOnPunchIn)}
            </Switch>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
