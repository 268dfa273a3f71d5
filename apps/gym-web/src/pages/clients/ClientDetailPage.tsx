import type { components } from '@gym/api-client';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  membershipLabel,
  ResponsiveList,
  Stack,
  type TableColumn,
  Text,
} from '@gym/ui';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { telLink } from '../../app/phone-links.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { Fact } from '../../layouts/Fact.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { ClientDuesNote } from '../dues/ClientDuesNote.tsx';
import { ClientFreezes } from './ClientFreezes.tsx';
import { type Client, GENDERS, privilegeLabel } from './client-form-rules.ts';

// The invoices and the trail are fetched with their own code when the page has drawn the rest
// (first-load budget); under one Suspense, so neither moves the other when it arrives.
const ActivityList = lazy(() =>
  import('../activity/ActivityList.tsx').then((module) => ({ default: module.ActivityList })),
);
const ClientInvoices = lazy(() =>
  import('./ClientInvoices.tsx').then((module) => ({ default: module.ClientInvoices })),
);
type Device = components['schemas']['AccessControlDevice'];

/** One client: profile and membership, personal, membership and device info, devices and invoices. */
export default function ClientDetailPage() {
  const clientId = Number(useParams().clientId);
  const client = api.useQuery('get', '/api/clients/{id}', { params: { path: { id: clientId } } });
  return (
    <QueryState query={client} loadingLabel="Loading the client" loadingLines={8}>
      {(data) => <ClientDetails client={data} />}
    </QueryState>
  );
}

function ClientDetails({ client }: { client: Client }) {
  const navigate = useNavigate();
  const { today, date, timeZone } = useGymFormat();
  // A call from the phone, with the gym's country code (as the list's WhatsApp link has it).
  const tel = client.phone ? telLink(client.phone, timeZone) : null;
  const dateOrDash = (value: string | null) => (value ? date(value) : '-');
  const membership = client.membershipEndDate ? membershipLabel(client.membershipEndDate, today()) : null;
  const device = client.clientInfoInDevice;
  const may = useMay();
  const createInvoice = may('invoices.write') ? (
    <Button onPress={() => navigate(ROUTES.clientInvoiceAdd.to({ clientId: client.id }))}>
      Create Invoice
    </Button>
  ) : null;
  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between" gap="large">
        <Inline gap="large">
          <Avatar name={client.name} src={client.imageUrl} size="large" />
          <Stack gap="xsmall">
            <Heading level={1}>{client.name}</Heading>
            <Inline gap="small">
              {membership ? (
                <Badge tone={membership.tone}>{membership.text}</Badge>
              ) : (
                <Badge>No membership</Badge>
              )}
              <Badge tone={client.activeMember ? 'accent' : 'neutral'}>
                {client.activeMember ? 'Active' : 'Inactive'}
              </Badge>
              {client.membershipState === 'FROZEN' ? <Badge tone="warning">Frozen</Badge> : null}
            </Inline>
            {may('invoices.read') ? <ClientDuesNote clientId={client.id} /> : null}
          </Stack>
        </Inline>
        <Inline gap="small">
          <Button variant="secondary" onPress={() => navigate(ROUTES.attendance.to({ clientId: client.id }))}>
            Attendance
          </Button>
          {may('clients.write') ? (
            <Button
              variant="secondary"
              onPress={() => navigate(ROUTES.clientEdit.to({ clientId: client.id }))}
            >
              Edit Client
            </Button>
          ) : null}
          {createInvoice}
        </Inline>
      </Inline>

      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
        <Card title="Personal Info" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Gender">{GENDERS.find((gender) => gender.id === client.gender)?.label}</Fact>
            <Fact label="Phone">{tel ? <Link href={tel}>{client.phone}</Link> : client.phone}</Fact>
            <Fact label="Email">{client.email}</Fact>
            <Fact label="Address">{client.address}</Fact>
            <Fact label="Emergency Contact">{client.emergencyContact}</Fact>
            <Fact label="Date of Birth">{dateOrDash(client.dateOfBirth)}</Fact>
          </Box>
          <Fact label="Notes">{client.notes}</Fact>
        </Card>
        <Card title="Membership" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Joined Date">{dateOrDash(client.joinedDate)}</Fact>
            <Fact label="Membership End Date">{dateOrDash(client.membershipEndDate)}</Fact>
            <Fact label="Status">{client.activeMember ? 'Active' : 'Inactive'}</Fact>
            <Fact label="Membership">{membership?.text ?? 'No membership'}</Fact>
          </Box>
        </Card>
        <Card title="Freezes" level={2}>
          <ClientFreezes client={client} />
        </Card>
        <Card title="Device Info" level={2}>
          <Box display="grid" gap="medium" gridTemplateColumns="two">
            <Fact label="Card">{device.card}</Fact>
            <Fact label="Device Password">{device.password}</Fact>
            <Fact label="Privilege">{privilegeLabel(device.privilege)}</Fact>
            <Fact label="Fingerprints">{String(device.fingerprints.length)}</Fact>
          </Box>
        </Card>
        {may('devices.manage') ? (
          <Card title="Devices" level={2}>
            <ClientDevices clientId={client.id} />
          </Card>
        ) : null}
      </Box>

      {/* Invoices and the trail (which shows money) need invoices.read: a trainer sees neither. */}
      {may('invoices.read') ? (
        // Marked while on the way, so a story waits for them (screen-story.tsx's settled).
        <Suspense fallback={<div data-on-demand-pending="" />}>
          <Card title="Invoices" level={2}>
            <ClientInvoices clientId={client.id} createInvoice={createInvoice} />
          </Card>

          <Card title="Activity" level={2}>
            <ActivityList of={{ clientId: client.id }} />
          </Card>
        </Suspense>
      ) : null}
    </Stack>
  );
}

function ClientDevices({ clientId }: { clientId: number }) {
  const devices = api.useQuery('get', '/api/access-control-devices/client/{clientId}', {
    params: { path: { clientId } },
  });
  const columns: TableColumn<Device>[] = [
    { id: 'deviceName', title: 'Device', isRowHeader: true, cell: (device) => device.deviceName },
    { id: 'door', title: 'Door', cell: (device) => device.door },
    { id: 'serialNumber', title: 'Serial Number', cell: (device) => device.serialNumber },
  ];
  return (
    <QueryState query={devices} loadingLabel="Loading the client's devices" loadingLines={2}>
      {(list) =>
        list.length === 0 ? (
          <Text tone="muted">Not on any door device yet.</Text>
        ) : (
          <ResponsiveList label="Devices" columns={columns} items={list} rowKey={(device) => device.id} />
        )
      }
    </QueryState>
  );
}
