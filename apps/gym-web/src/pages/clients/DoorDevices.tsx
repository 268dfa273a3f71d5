import { CheckboxGroup, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';

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
  const devices = api.useQuery('get', '/api/access-control-devices/gyms/{gymId}', {
    params: { path: { gymId }, query: { page: 0, size: DEVICES_OFFERED } },
  });
  return (
    <QueryState query={devices} loadingLabel="Loading the gym's devices" loadingLines={2}>
      {(page) =>
        page.content.length === 0 ? (
          <Stack gap="xsmall">
            <Text weight="bold">Door Devices</Text>
            <Text tone="muted">This gym has no door devices yet; add one under Devices.</Text>
          </Stack>
        ) : (
          <CheckboxGroup
            label="Door Devices"
            description="The doors this client opens."
            options={page.content.map((device) => ({
              value: String(device.id),
              label: `${device.deviceName} (${device.door})`,
            }))}
            value={chosen.map(String)}
            onChange={(ids) => onChange(ids.map(Number))}
          />
        )
      }
    </QueryState>
  );
}
