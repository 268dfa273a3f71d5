import { Select, Text } from '@gym/ui';
import { api } from '../../app/api.ts';

/** The district chooser of signup and the profile, from the server's list (with its own load texts). */
export function DistrictSelect({
  value,
  onChange,
  placeholder,
  required = false,
  errorMessage,
}: {
  value: string;
  onChange: (district: string) => void;
  placeholder: string;
  /** Marked required (signup); the form's own check reports it, through `errorMessage`. */
  required?: boolean;
  errorMessage?: string | undefined;
}) {
  const districts = api.useQuery('get', '/api/enums/district');
  if (districts.isPending) return <Text tone="muted">Loading districts...</Text>;
  if (districts.isError) return <Text tone="critical">Error loading districts.</Text>;
  return (
    <Select
      label="District"
      placeholder={placeholder}
      isRequired={required}
      requiredMark={required}
      errorMessage={errorMessage}
      options={districts.data.map((district) => ({ id: district, label: district }))}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(String(key))}
    />
  );
}
