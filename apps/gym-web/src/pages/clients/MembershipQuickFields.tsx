import { Button, Inline, Stack, Text } from '@gym/ui';
import { Switch } from '@gym/ui/Switch';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import type { ClientFormValues } from './client-form-rules.ts';

const TEXT = defineMessages({
  quickEnd: {
    defaultMessage: 'Set the end date to today plus',
    description: 'Client form: before the +1/3/6/12 months buttons',
  },
  plusMonths: {
    defaultMessage: '{months, plural, one {+# Month} other {+# Months}}',
    description: 'Client form: a button setting the end date so many months from today',
  },
  // The words of MONTHS_IN_BS (app/gym-format.ts), said under the buttons for a gym that reads BS.
  monthsInBs: {
    defaultMessage: 'Months are counted in Bikram Sambat.',
    description: 'Beside the +months buttons for a gym that reads dates in Bikram Sambat (BS)',
  },
  active: { defaultMessage: 'Active Member', description: 'Client form: the switch of an active membership' },
});

type MembershipValues = Pick<ClientFormValues, 'membershipEndDate' | 'activeMember'>;

/**
 * The end of the client form's Membership card: the end date set to today plus 1, 3, 6 or 12
 * months (BS months for a gym that reads BS, and said so), and the Active Member switch.
 */
export default function MembershipQuickFields({
  quickMonths,
  endDateIn,
  countsBsMonths,
  values,
  set,
}: {
  /** The buttons' months (client-form-rules' QUICK_END_MONTHS, passed in so this chunk holds no rules). */
  quickMonths: readonly number[];
  endDateIn: (months: number) => string;
  countsBsMonths: boolean;
  values: MembershipValues;
  set: (change: Partial<MembershipValues>) => void;
}) {
  const t = useT();
  return (
    <>
      <Stack gap="xsmall">
        <Text tone="muted" size="small">
          {t(TEXT.quickEnd)}
        </Text>
        <Inline gap="small">
          {quickMonths.map((months) => (
            <Button
              key={months}
              variant="secondary"
              size="small"
              onPress={() => set({ membershipEndDate: endDateIn(months) })}
            >
              {t(TEXT.plusMonths, { months })}
            </Button>
          ))}
        </Inline>
        {countsBsMonths ? (
          <Text tone="muted" size="small">
            {t(TEXT.monthsInBs)}
          </Text>
        ) : null}
      </Stack>
      <Switch isSelected={values.activeMember} onChange={(activeMember) => set({ activeMember })}>
        {t(TEXT.active)}
      </Switch>
    </>
  );
}
