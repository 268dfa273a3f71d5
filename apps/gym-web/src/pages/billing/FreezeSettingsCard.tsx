import { Card, Stack, Switch, showToast, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { QueryState } from '../../app/QueryState.tsx';

/**
 * The gym's freeze setting (decision 0048): a frozen member who punches in at the door ends their
 * freeze that day. Off by default; saved as soon as it is switched.
 */
export function FreezeSettingsCard({ gymId }: { gymId: number }) {
  const path = { params: { path: { gymId } } };
  const saved = api.useQuery('get', '/api/freezes/gyms/{gymId}/settings', path);
  const update = api.useMutation('put', '/api/freezes/gyms/{gymId}/settings');
  const change = (endOnPunchIn: boolean) =>
    update.mutate(
      { ...path, body: { endOnPunchIn } },
      {
        onSuccess: () => showToast('Freeze settings saved.', 'success', 'freeze-settings'),
        onError: (error) =>
          toastRefusal('freeze-settings', error, 'Unknown error', 'Failed to save the freeze settings: '),
      },
    );
  return (
    <Card title="Freezes" level={2}>
      <QueryState query={saved} loadingLabel="Loading the freeze settings" loadingLines={2}>
        {(settings) => (
          <Stack gap="medium">
            <Text tone="muted">
              Each plan may charge a freeze fee and limit the frozen days per calendar year. A frozen member
              is off the door; one whose card or face still opens it (an offline device) is recorded.
            </Text>
            <Switch
              isSelected={
                update.isPending ? (update.variables?.body.endOnPunchIn ?? false) : settings.endOnPunchIn
              }
              onChange={change}
              isDisabled={update.isPending}
            >
              A member who punches in during a freeze ends it
            </Switch>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
