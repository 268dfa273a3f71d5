import type { components } from '@gym/api-client';
import { Select, Text } from '@gym/ui';
import { api } from '../../app/api.ts';
import { OWNER_COUNTRIES } from '../../app/countries.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  country: { defaultMessage: 'Country', description: 'Sign-up and profile: where the owner’s gyms are' },
  district: { defaultMessage: 'District', description: 'Sign-up and profile field' },
  loading: { defaultMessage: 'Loading districts...', description: 'While the district list loads' },
  failed: { defaultMessage: 'Error loading districts.', description: 'When the district list did not load' },
  india: {
    defaultMessage: 'In India, your state or union territory.',
    description: 'Under District when the country is India',
  },
});

export type OwnerCountry = components['schemas']['OwnerCountry'];

/**
 * The country and district choosers of signup and the profile: the districts are the chosen
 * country's, from the server's list (with the specification's own load texts); India's are its
 * states and union territories (decision 0031). A new country empties the district.
 */
export function DistrictSelect({
  country,
  onCountryChange,
  value,
  onChange,
  placeholder,
  required = false,
  errorMessage,
}: {
  country: OwnerCountry;
  onCountryChange: (country: OwnerCountry) => void;
  value: string;
  onChange: (district: string) => void;
  placeholder: string;
  /** Marked required (signup); the form's own check reports it, through `errorMessage`. */
  required?: boolean;
  errorMessage?: string | undefined;
}) {
  const t = useT();
  const districts = api.useQuery('get', '/api/enums/district', { params: { query: { country } } });
  return (
    <>
      <Select
        label={t(TEXT.country)}
        options={OWNER_COUNTRIES}
        selectedKey={country}
        onSelectionChange={(key) => onCountryChange(key as OwnerCountry)}
      />
      {districts.isPending ? (
        <Text tone="muted">{t(TEXT.loading)}</Text>
      ) : districts.isError ? (
        <Text tone="critical">{t(TEXT.failed)}</Text>
      ) : (
        <Select
          label={t(TEXT.district)}
          description={country === 'IN' ? t(TEXT.india) : undefined}
          placeholder={placeholder}
          isRequired={required}
          requiredMark={required}
          errorMessage={errorMessage}
          options={districts.data.map((district) => ({ id: district, label: district }))}
          selectedKey={value || null}
          onSelectionChange={(key) => onChange(String(key))}
        />
      )}
    </>
  );
}
