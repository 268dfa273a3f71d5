import {
  Box,
  Button,
  CloseIcon,
  IconButton,
  Inline,
  Select,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@gym/ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import type { ClientFormErrors, ClientFormValues } from './client-form-rules.ts';
import { PRIVILEGES, privilegeLabel } from './client-words.ts';

// The door checkboxes come with their own code, fetched beside their device list.
const DoorDevices = lazy(() => import('./DoorDevices.tsx'));

const TEXT = defineMessages({
  card: { defaultMessage: 'Card', description: 'Client: the RFID card number on the door device' },
  devicePassword: { defaultMessage: 'Device Password', description: 'Client: the PIN on the door device' },
  loadingDevices: {
    defaultMessage: "Loading the gym's devices",
    description: 'Screen reader: while loading',
  },
  privilege: { defaultMessage: 'Privilege', description: 'Client: their privilege on the door device' },
  privilegeOther: {
    defaultMessage: '{label} ({number})',
    description: 'A door device privilege the app does not name, with its number',
  },
  fingerprints: {
    defaultMessage: 'Fingerprints',
    description: 'Client: the fingerprints enrolled on the door',
  },
  noFingerprints: { defaultMessage: 'No fingerprints enrolled.', description: 'Client form' },
  fingerprint: {
    defaultMessage: 'Fingerprint {number} ({length, plural, one {# character} other {# characters}})',
    description: 'Client form: an enrolled fingerprint template and its length',
  },
  removeFingerprint: {
    defaultMessage: 'Remove fingerprint {number}',
    description: 'Screen reader name of a fingerprint’s remove button',
  },
  template: { defaultMessage: 'Fingerprint template', description: 'Client form: a fingerprint typed in' },
  templateHint: {
    defaultMessage: 'As the device exports it; usually enrolled on the device itself.',
    description: 'Client form: under the fingerprint template',
  },
  addFingerprint: { defaultMessage: 'Add fingerprint', description: 'Client form: a button' },
});

/** The device privilege; one the device set that the form does not name stays selectable as it is. */
function PrivilegeSelect({
  privilege,
  onChange,
}: {
  privilege: number;
  onChange: (privilege: number) => void;
}) {
  const t = useT();
  const named = PRIVILEGES.map(({ id, label }) => ({ id: id as number, label: t(label) }));
  const options = PRIVILEGES.some((known) => known.id === privilege)
    ? named
    : [
        ...named,
        {
          id: privilege,
          label: t(TEXT.privilegeOther, { label: privilegeLabel(privilege), number: privilege }),
        },
      ];
  return (
    <Select
      label={t(TEXT.privilege)}
      options={options}
      selectedKey={privilege}
      onSelectionChange={(key) => onChange(Number(key))}
    />
  );
}

/** The client's fingerprint templates on the door: each with its remove button, and one typed in to add. */
function Fingerprints({
  fingerprints,
  onChange,
}: {
  fingerprints: readonly string[];
  onChange: (fingerprints: string[]) => void;
}) {
  const t = useT();
  const [typedPrint, setTypedPrint] = useState('');
  return (
    <Stack gap="small">
      <Text weight="bold">{t(TEXT.fingerprints)}</Text>
      {fingerprints.length === 0 ? <Text tone="muted">{t(TEXT.noFingerprints)}</Text> : null}
      {fingerprints.map((print, index) => (
        <Inline key={print} justifyContent="space-between">
          <Text>{t(TEXT.fingerprint, { number: index + 1, length: print.length })}</Text>
          <IconButton
            label={t(TEXT.removeFingerprint, { number: index + 1 })}
            tone="critical"
            onPress={() => onChange(fingerprints.filter((other) => other !== print))}
          >
            <CloseIcon />
          </IconButton>
        </Inline>
      ))}
      <TextField
        label={t(TEXT.template)}
        description={t(TEXT.templateHint)}
        value={typedPrint}
        onChange={setTypedPrint}
      />
      <Inline>
        <Button
          variant="secondary"
          size="small"
          isDisabled={!typedPrint.trim() || fingerprints.includes(typedPrint.trim())}
          onPress={() => {
            onChange([...fingerprints, typedPrint.trim()]);
            setTypedPrint('');
          }}
        >
          {t(TEXT.addFingerprint)}
        </Button>
      </Inline>
    </Stack>
  );
}

type DeviceValues = Pick<
  ClientFormValues,
  'card' | 'password' | 'privilege' | 'fingerprints' | 'accessDeviceIds'
>;

/** The client form's Device Info: card, device password, privilege, fingerprints and the gym's doors. */
export default function DeviceInfoFields({
  gymId,
  values,
  errors,
  set,
}: {
  gymId: number;
  values: DeviceValues;
  errors: Pick<ClientFormErrors, 'card' | 'password'>;
  set: (change: Partial<DeviceValues>) => void;
}) {
  const t = useT();
  return (
    <Stack gap="large">
      <Box display="grid" gap="large" gridTemplateColumns={{ mobile: 'one', desktop: 'three' }}>
        <TextField
          label={t(TEXT.card)}
          value={values.card}
          onChange={(card) => set({ card })}
          errorMessage={serverText(errors.card)}
        />
        <TextField
          label={t(TEXT.devicePassword)}
          value={values.password}
          onChange={(password) => set({ password })}
          errorMessage={serverText(errors.password)}
        />
        <PrivilegeSelect privilege={values.privilege} onChange={(privilege) => set({ privilege })} />
      </Box>
      <Fingerprints fingerprints={values.fingerprints} onChange={(fingerprints) => set({ fingerprints })} />
      <Suspense fallback={<Skeleton lines={2} label={t(TEXT.loadingDevices)} />}>
        <DoorDevices
          gymId={gymId}
          chosen={values.accessDeviceIds}
          onChange={(accessDeviceIds) => set({ accessDeviceIds })}
        />
      </Suspense>
    </Stack>
  );
}
