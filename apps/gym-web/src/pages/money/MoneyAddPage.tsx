import { useGymFormat } from '../../app/gym-format.ts';
import { MoneyForm } from './MoneyForm.tsx';
import { emptyMoneyForm, localDateTime } from './money-rules.ts';
import { useSaveMoneyFlow } from './useSaveMoneyFlow.ts';

/** Add Money Flow: the date and time start at the gym's present moment. */
export default function MoneyAddPage() {
  const { timeZone } = useGymFormat();
  const { save, isSaving } = useSaveMoneyFlow();
  return (
    <MoneyForm
      title="Add Money Flow"
      initial={emptyMoneyForm(localDateTime(new Date().toISOString(), timeZone))}
      isSaving={isSaving}
      onSave={(values) => save(values)}
    />
  );
}
