import { CheckboxGroup, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  loading: { defaultMessage: "Loading the gym's devices", description: 'Screen reader: while loading' },
  title: { defaultMessage: 'Door Devices', description: 'Client form: the door devices the client opens' },
  none: {
    defaultMessage: 'This gym has no door devices yet; add one under Devices.',
    description: 'Client form: the gym has no door devices',
  },
  hint: { defaultMessage: 'The doors this client opens.', description: 'Client form: under Door Devices' },
  device: { defaultMessage: '{name} ({door})', description: 'A door device: its name and its door' },
});

/** How many of a gym's devices the form offers: the contract's largest page. */
const DEVICES_OFFERED = 100;

/** 'Door Devices': a checkbox for each of the gym's devices, the client's doors checked. */
export default function DoorDevices({
  gymId,
  chosen,
  onChange,
}: {
  gymId: number;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const t = useT();
  const devices = api.useQuery('get', '/api/access-control-devices/gyms/{gymId}', {
    params: { path: { gymId }, query: { page: 0, size: DEVICES_OFFERED } },
  });
  return (
    <QueryState query={devices} loadingLabel={t(TEXT.loading)} loadingLines={2}>
      {(page) =>
        page.content.length === 0 ? (
          <Stack gap="xsmall">
            <Text weight="bold">{t(TEXT.title)}</Text>
            <Text tone="muted">{t(TEXT.none)}</Text>
          </Stack>
        ) : (
          <CheckboxGroup
            label={t(TEXT.title)}
            description={t(TEXT.hint)}
            options={page.content.map((device) => ({
              value: String(device.id),
              label: t(TEXT.device, { name: device.deviceName, door: device.door }),
            }))}
            value={chosen.map(String)}
            onChange={(ids) => onChange(ids.map(Number))}
          />
        )
      }
    </QueryState>
  );
}
