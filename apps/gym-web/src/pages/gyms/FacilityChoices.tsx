import { CheckboxGroup } from '@gym/ui';
import { useT } from '../../i18n/i18n.ts';
import { FACILITY_PRESETS } from './gym-form-rules.ts';
import { GYM_TEXTS } from './gym-texts.ts';

const PRESETS = FACILITY_PRESETS.map((facility) => ({ value: facility, label: facility }));

/** The gym form's preset facilities as checkboxes: those chosen, and the change. */
export default function FacilityChoices({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (presets: string[]) => void;
}) {
  const t = useT();
  return (
    <CheckboxGroup label={t(GYM_TEXTS.facilities)} options={PRESETS} value={chosen} onChange={onChange} />
  );
}
