import { Box, Select } from '@gym/ui';
import { useT } from '../../../i18n/i18n.ts';
import { defineMessages } from '../../../i18n/messages.ts';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportMapping, withColumn } from './import-fields.ts';

const TEXTS = defineMessages({
  notImported: {
    defaultMessage: 'Not imported',
    description: 'Import: the column choice that leaves a field out',
  },
});

const NOT_IMPORTED = 'none';

/** Each field's column of the file: the server's guess first, changed by the owner. */
export function ImportColumns({
  headers,
  mapping,
  onChange,
}: {
  headers: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const t = useT();
  const options = [
    { id: NOT_IMPORTED, label: t(TEXTS.notImported) },
    ...headers.map((header, index) => ({ id: String(index), label: header || `#${index + 1}` })),
  ];
  return (
    <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
      {IMPORT_FIELDS.map((field) => (
        <Select
          key={field}
          label={t(IMPORT_FIELD_LABELS[field])}
          options={options}
          selectedKey={mapping[field] === undefined ? NOT_IMPORTED : String(mapping[field])}
          onSelectionChange={(key) =>
            onChange(withColumn(mapping, field, key === NOT_IMPORTED ? null : Number(key)))
          }
        />
      ))}
    </Box>
  );
}
