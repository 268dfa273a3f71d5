import { useGymFormat } from '../../app/gym-format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { MoneyForm } from './MoneyForm.tsx';
import { emptyMoneyForm, localDateTime } from './money-rules.ts';
import { useSaveMoneyFlow } from './useSaveMoneyFlow.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Add Money Flow', description: 'The new money flow screen’s heading' },
});

/** Add Money Flow: the date and time start at the gym's present moment. */
export default function MoneyAddPage() {
  const t = useT();
  const { timeZone } = useGymFormat();
  const { save, isSaving } = useSaveMoneyFlow();
  return (
    <MoneyForm
      title={t(TEXT.title)}
      initial={emptyMoneyForm(localDateTime(new Date().toISOString(), timeZone))}
      isSaving={isSaving}
      onSave={(values) => save(values)}
    />
  );
}
