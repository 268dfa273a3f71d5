import { Select, Text } from '@gym/ui';
import { api } from '../../app/api.ts';

/** The district chooser of signup and the profile, from the server's list (with its own load texts). */
export function DistrictSelect({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (district: string) => void;
  placeholder: string;
}) {
  const districts = api.useQuery('get', '/api/enums/district');
  if (districts.isPending) return <Text tone="muted">Loading districts...</Text>;
  if (districts.isError) return <Text tone="critical">Error loading districts.</Text>;
  return (
    <Select
      label="District"
      placeholder={placeholder}
      options={districts.data.map((district) => ({ id: district, label: district }))}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(String(key))}
    />
  );
}
