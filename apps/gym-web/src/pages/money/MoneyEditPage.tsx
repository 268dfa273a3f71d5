import { Button, Card, Heading, Inline, Stack, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { MoneyForm } from './MoneyForm.tsx';
import { type MoneyFlow, moneyFlowToForm } from './money-rules.ts';
import { useSaveMoneyFlow } from './useSaveMoneyFlow.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Edit Money Flow', description: 'The money flow editing screen’s heading' },
  fromPayment: { defaultMessage: 'Recorded from a client payment', description: 'Card title' },
  followsPayment: {
    defaultMessage: 'This income follows its payment: change or delete the payment instead.',
    description: 'A payment’s income is not edited on its own',
  },
  editPayment: { defaultMessage: 'Edit payment', description: 'Button: opens the payment' },
  loading: { defaultMessage: 'Loading the money flow', description: 'Screen reader: while loading' },
});

/** A payment's mirrored income is not edited here: it follows its payment. */
function FromPayment({ flow }: { flow: MoneyFlow }) {
  const navigate = useNavigate();
  const t = useT();
  const { clientId, invoiceId, paymentId } = flow;
  return (
    <Stack>
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <Card title={t(TEXT.fromPayment)} level={2}>
        <Text>{t(TEXT.followsPayment)}</Text>
        {clientId !== null && invoiceId !== null && paymentId !== null ? (
          <Inline>
            <Button
              variant="primary"
              onPress={() => navigate(ROUTES.clientPaymentEdit.to({ clientId, invoiceId, paymentId }))}
            >
              {t(TEXT.editPayment)}
            </Button>
          </Inline>
        ) : null}
      </Card>
    </Stack>
  );
}

/** Edit Money Flow: the saved flow in the form, in the gym's time. */
export default function MoneyEditPage() {
  const id = Number(useParams().id);
  const t = useT();
  const { timeZone } = useGymFormat();
  const { save, isSaving } = useSaveMoneyFlow();
  const flow = api.useQuery('get', '/api/moneyflows/{id}', { params: { path: { id } } });
  return (
    <QueryState query={flow} loadingLabel={t(TEXT.loading)} loadingLines={6}>
      {(data) =>
        data.paymentId !== null ? (
          <FromPayment flow={data} />
        ) : (
          <MoneyForm
            title={t(TEXT.title)}
            initial={moneyFlowToForm(data, timeZone)}
            isSaving={isSaving}
            onSave={(values) => save(values, id)}
          />
        )
      }
    </QueryState>
  );
}
