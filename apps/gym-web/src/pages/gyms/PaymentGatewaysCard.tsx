import type { components } from '@gym/api-client';
import { Button, Card, PasswordField, Stack, Switch, showToast, Text } from '@gym/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { GATEWAY_LABELS } from '../billing/gateway-labels.ts';

type Setting = components['schemas']['PaymentGatewaySetting'];
type CredentialName = components['schemas']['PaymentCredentialName'];

const CREDENTIAL_LABELS = defineMessages({
  productCode: { defaultMessage: 'Product code (merchant code)', description: "eSewa's merchant code" },
  secretKey: { defaultMessage: 'Secret key', description: "A payment gateway's secret key" },
  merchantId: { defaultMessage: 'Merchant ID', description: "PayHere's merchant id" },
  merchantSecret: { defaultMessage: 'Merchant secret', description: "PayHere's merchant secret" },
  keyId: { defaultMessage: 'Key ID', description: "Razorpay's API key id" },
  keySecret: { defaultMessage: 'Key secret', description: "Razorpay's API key secret" },
  webhookSecret: { defaultMessage: 'Webhook secret', description: "Razorpay's webhook secret" },
});

/**
 * The gym's online payment gateways (issue 28): which it offers on payment links, and its own
 * merchant credentials, which the server keeps encrypted and never shows again (only 'set').
 */
export default function PaymentGatewaysCard({ gymId }: { gymId: number }) {
  const t = useT();
  const settings = api.useQuery('get', '/api/gyms/{gymId}/payment-gateways', { params: { path: { gymId } } });
  return (
    <Card
      title={t({ defaultMessage: 'Payment gateways', description: "The gym's online payment settings" })}
      level={2}
    >
      <QueryState
        query={settings}
        loadingLabel={t({ defaultMessage: 'Loading the payment gateways' })}
        loadingLines={4}
      >
        {(list) => (
          <Stack gap="large">
            <Text tone="muted">
              {t({
                defaultMessage:
                  'Members pay an invoice online through the gateways the gym offers, into its own merchant account. The credentials are kept encrypted and never shown again.',
              })}
            </Text>
            {list.map((setting) => (
              <GatewayForm key={setting.gateway} gymId={gymId} setting={setting} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function GatewayForm({ gymId, setting }: { gymId: number; setting: Setting }) {
  const t = useT();
  const save = api.useMutation('put', '/api/gyms/{gymId}/payment-gateways/{gateway}');
  const [enabled, setEnabled] = useState(setting.enabled);
  const [typed, setTyped] = useState<Partial<Record<CredentialName, string>>>({});
  const label = GATEWAY_LABELS[setting.gateway];
  const submit = () =>
    save.mutate(
      { params: { path: { gymId, gateway: setting.gateway } }, body: { enabled, credentials: typed } },
      {
        onSuccess: () => {
          setTyped({});
          showToast(
            t({ defaultMessage: '{gateway} saved.' }, { gateway: label }),
            'success',
            `gateway-${setting.gateway}`,
          );
        },
        onError: (error) =>
          toastRefusal(
            `gateway-${setting.gateway}`,
            error,
            'Unknown error',
            `${t({ defaultMessage: '{gateway} not saved:' }, { gateway: label })} `,
          ),
      },
    );
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="small">
        <Switch isSelected={enabled} onChange={setEnabled}>
          {t(
            { defaultMessage: 'Offer {gateway} ({currency})' },
            { gateway: label, currency: setting.currency },
          )}
        </Switch>
        {setting.credentialFields.map((name) => (
          <PasswordField
            key={name}
            label={t(CREDENTIAL_LABELS[name])}
            autoComplete="off"
            value={typed[name] ?? ''}
            onChange={(value) => setTyped((before) => ({ ...before, [name]: value }))}
            description={
              setting.credentialsSet.includes(name)
                ? t({ defaultMessage: 'Set. Type a new one to replace it.' })
                : t({ defaultMessage: 'Not set.' })
            }
          />
        ))}
        <Button type="submit" variant="secondary" isDisabled={save.isPending}>
          {t({ defaultMessage: 'Save {gateway}' }, { gateway: label })}
        </Button>
      </Stack>
    </form>
  );
}
