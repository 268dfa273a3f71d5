import { Button, Card, Heading, Inline, Stack, Text } from '@gym/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { MoneyForm } from './MoneyForm.tsx';
import { type MoneyFlow, moneyFlowToForm } from './money-rules.ts';
import { useSaveMoneyFlow } from './useSaveMoneyFlow.ts';

/** A payment's mirrored income is not edited here: it follows its payment. */
function FromPayment({ flow }: { flow: MoneyFlow }) {
  const navigate = useNavigate();
  const { clientId, invoiceId, paymentId } = flow;
  return (
    <Stack>
      <Heading level={1}>Edit Money Flow</Heading>
      <Card title="Recorded from a client payment" level={2}>
        <Text>This income follows its payment: change or delete the payment instead.</Text>
        {clientId !== null && invoiceId !== null && paymentId !== null ? (
          <Inline>
            <Button
              variant="primary"
              onPress={() => navigate(ROUTES.clientPaymentEdit.to({ clientId, invoiceId, paymentId }))}
            >
              Edit payment
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
  const { timeZone } = useGymFormat();
  const { save, isSaving } = useSaveMoneyFlow();
  const flow = api.useQuery('get', '/api/moneyflows/{id}', { params: { path: { id } } });
  return (
    <QueryState query={flow} loadingLabel="Loading the money flow" loadingLines={6}>
      {(data) =>
        data.paymentId !== null ? (
          <FromPayment flow={data} />
        ) : (
          <MoneyForm
            title="Edit Money Flow"
            initial={moneyFlowToForm(data, timeZone)}
            isSaving={isSaving}
            onSave={(values) => save(values, id)}
          />
        )
      }
    </QueryState>
  );
}
