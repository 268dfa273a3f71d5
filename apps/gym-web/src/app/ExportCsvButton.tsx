import { Button } from '@gym/ui';
import { useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { defineMessages } from '../i18n/messages.ts';
import type { CsvAnswer } from './save-csv.ts';

const TEXTS = defineMessages({
  action: {
    defaultMessage: 'Export CSV',
    description: 'Button above a list: download the list as it is filtered, as a spreadsheet file',
  },
  pending: { defaultMessage: 'Exporting...', description: 'The Export CSV button while the file downloads' },
  failed: {
    defaultMessage: 'The export failed. Try again.',
    description: 'Toast when downloading a list as a CSV file failed',
  },
});

/**
 * 'Export CSV' for a list: asks the server for the list's file with the filter on screen and saves
 * it. The saving code (and its failure's toast) is fetched on the first press, so a list's first
 * load does not carry it.
 */
export function ExportCsvButton({ download }: { download: () => Promise<CsvAnswer> }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      const { downloadCsv } = await import('./save-csv.ts');
      await downloadCsv(download, t(TEXTS.failed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={pending} pendingLabel={t(TEXTS.pending)} onPress={exportList}>
      {t(TEXTS.action)}
    </Button>
  );
}
