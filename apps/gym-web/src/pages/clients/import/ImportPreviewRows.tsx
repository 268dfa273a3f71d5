import { Stack, Text } from '@gym/ui';
import { useT } from '../../../i18n/i18n.ts';
import { defineMessages } from '../../../i18n/messages.ts';
import type { ImportPreview } from './import-fields.ts';

const TEXTS = defineMessages({
  summary: {
    defaultMessage: '{good} of {total} rows can be imported; {bad} have problems.',
    description: 'Import preview: how many rows of the file are good and how many have problems',
  },
  row: {
    defaultMessage: 'Line {line}: {name} {phone}',
    description: 'Import preview: one row of the file, its line number, name and phone',
  },
  good: { defaultMessage: 'Ready to import', description: 'Import preview: a row without problems' },
});

/**
 * The preview's verdict: the counts, then each row with its problems named (the good ones after),
 * as a list that wraps at any width rather than a table to scroll sideways on a phone.
 */
export function ImportPreviewRows({ preview }: { preview: ImportPreview }) {
  const t = useT();
  return (
    <Stack gap="medium">
      <Text weight="bold">
        {t(TEXTS.summary, { good: preview.goodRows, total: preview.totalRows, bad: preview.badRows })}
      </Text>
      <Stack gap="medium">
        {preview.rows.map((row) => (
          <Stack key={row.line} gap="xsmall">
            <Text weight="bold">{t(TEXTS.row, { line: row.line, name: row.name, phone: row.phone })}</Text>
            {row.problems.length === 0 ? (
              <Text tone="success">{t(TEXTS.good)}</Text>
            ) : (
              row.problems.map((problem) => (
                <Text key={problem} tone="critical">
                  {problem}
                </Text>
              ))
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
