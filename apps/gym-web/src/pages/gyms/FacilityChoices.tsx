import { CheckboxGroup } from '@gym/ui';
import { FACILITY_PRESETS } from './gym-form-rules.ts';

const PRESETS = FACILITY_PRESETS.map((facility) => ({ value: facility, label: facility }));

/** The gym form's preset facilities as checkboxes: those chosen, and the change. */
export default function FacilityChoices({
  chosen,
  onChange,
}: {
  chosen: string[];
  onChange: (presets: string[]) => void;
}) {
  return <CheckboxGroup label="Facilities" options={PRESETS} value={chosen} onChange={onChange} />;
}
