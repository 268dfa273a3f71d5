import { Button } from '@gym/ui';
import { useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { defineMessages } from '../i18n/messages.ts';
import type { DownloadAnswer } from './save-download.ts';

const TEXTS = defineMessages({
  action: {
    defaultMessage: 'Export CSV',
    description: 'Button above a list: download the list as it is filtered, as a spreadsheet file',
  },
  everything: {
    defaultMessage: 'Export all data',
    description: 'Button on the gym’s page: download every record of the gym in one file',
  },
  pending: { defaultMessage: 'Exporting...', description: 'The Export CSV button while the file downloads' },
  failed: {
    defaultMessage: 'The export failed. Try again.',
    description: 'Toast when downloading a list as a CSV file failed',
  },
});

/**
 * 'Export CSV' for a list (or 'Export all data' for the whole gym): asks the server for the file,
 * the list's with the filter on screen, and saves it. The saving code (and its failure's toast) is fetched on the first press, so a list's first
 * load does not carry it.
 */
export function ExportButton({
  download,
  everything = false,
}: {
  download: () => Promise<DownloadAnswer>;
  /** The whole gym's file rather than a list's. */
  everything?: boolean;
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const exportList = async () => {
    setPending(true);
    try {
      const { downloadFile } = await import('./save-download.ts');
      await downloadFile(download, t(TEXTS.failed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={pending} pendingLabel={t(TEXTS.pending)} onPress={exportList}>
      {t(everything ? TEXTS.everything : TEXTS.action)}
    </Button>
  );
}
