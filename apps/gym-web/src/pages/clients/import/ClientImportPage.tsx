import { errorMessage } from '@gym/api-client';
import {
  Button,
  Card,
  FileTrigger,
  Heading,
  Inline,
  Link,
  ProgressBar,
  Stack,
  showToast,
  Text,
} from '@gym/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';
import { useT } from '../../../i18n/i18n.ts';
import { defineMessages } from '../../../i18n/messages.ts';
import { serverText } from '../../../i18n/server-texts.ts';
import { ROUTES } from '../../../routes/route-table.ts';
import { useSession } from '../../../session/session-store.ts';
import { ImportColumns } from './ImportColumns.tsx';
import { ImportPreviewRows } from './ImportPreviewRows.tsx';
import { type ImportJob, type ImportMapping, type ImportPreview, importPercent } from './import-fields.ts';

const TEXTS = defineMessages({
  heading: {
    defaultMessage: 'Import clients',
    description: 'Heading of the screen that imports clients from a spreadsheet',
  },
  intro: {
    defaultMessage:
      'Bring your members in from a spreadsheet: save it as CSV (Excel or Google Sheets), then choose the file. Nothing is imported until you say so.',
    description: 'Import screen: what it does, under the heading',
  },
  chooseFile: {
    defaultMessage: 'Choose CSV file',
    description: 'Import: button that picks the spreadsheet file',
  },
  reading: {
    defaultMessage: 'Reading the file...',
    description: 'Import: the choose-file button while uploading',
  },
  columns: { defaultMessage: 'Columns', description: 'Import: heading of the column choices' },
  columnsHint: {
    defaultMessage: '{file}: {rows} rows. Check which column holds each field.',
    description: 'Import: above the column choices; the file’s name and its number of rows',
  },
  check: {
    defaultMessage: 'Check rows',
    description: 'Import: button that previews the rows with the chosen columns',
  },
  checking: { defaultMessage: 'Checking...', description: 'Import: the Check rows button while checking' },
  preview: { defaultMessage: 'Preview', description: 'Import: heading of the rows’ verdicts' },
  importGood: {
    defaultMessage: '{count, plural, one {Import # good row} other {Import # good rows}}',
    description: 'Import: button that imports the rows without problems',
  },
  importNothing: { defaultMessage: 'Import nothing', description: 'Import: button that discards the file' },
  importing: { defaultMessage: 'Importing clients', description: 'Import: the progress bar’s name' },
  progress: {
    defaultMessage: '{done} of {total} rows written',
    description: 'Import: under the progress bar while the import runs',
  },
  done: {
    defaultMessage:
      '{imported, plural, one {# client imported.} other {# clients imported.}} {skipped, plural, one {# row left out.} other {# rows left out.}}',
    description: 'Import: the outcome once the import has finished',
  },
  failed: {
    defaultMessage: 'The import failed; nothing was written.',
    description: 'Import: the outcome of a failed import',
  },
  toClients: {
    defaultMessage: 'Go to clients',
    description: 'Import: link to the client list after the import',
  },
  another: {
    defaultMessage: 'Import another file',
    description: 'Import: button that starts again after an import',
  },
  noFile: {
    defaultMessage: 'The file could not be read.',
    description: 'Toast when uploading the file failed',
  },
});

/** The running or finished import, polled while it runs: the job row says how far it is. */
function ImportRun({ jobId, onAgain }: { jobId: number; onAgain: () => void }) {
  const t = useT();
  const job = api.useQuery(
    'get',
    '/api/imports/{id}',
    { params: { path: { id: jobId } } },
    { refetchInterval: (query) => (query.state.data?.status === 'IMPORTING' ? 500 : false) },
  );
  const data = job.data;
  // The start's own refresh came before the rows were in: once they are, every list reads again.
  const queryClient = useQueryClient();
  const finished = data?.status === 'DONE';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries();
  }, [finished, queryClient]);
  if (!data || data.status === 'IMPORTING' || data.status === 'UPLOADED') {
    return (
      <Stack gap="small">
        <ProgressBar label={t(TEXTS.importing)} value={data ? importPercent(data) : 0} />
        <Text tone="muted">
          {t(TEXTS.progress, { done: data?.doneRows ?? 0, total: data?.goodRows ?? '…' })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="medium">
      <ProgressBar label={t(TEXTS.importing)} value={data.status === 'DONE' ? 100 : 0} />
      <Text weight="bold" tone={data.status === 'DONE' ? 'success' : 'critical'}>
        {data.status === 'DONE'
          ? t(TEXTS.done, { imported: data.importedRows ?? 0, skipped: data.skippedRows ?? 0 })
          : t(TEXTS.failed)}
      </Text>
      <Inline>
        <Link href={ROUTES.clients.to()}>{t(TEXTS.toClients)}</Link>
        <Button variant="secondary" onPress={onAgain}>
          {t(TEXTS.another)}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * Import clients from a CSV file: upload, check the guessed columns, preview each row's problems,
 * then import the good rows (or nothing) and watch the progress the server records.
 */
export default function ClientImportPage() {
  const t = useT();
  const gymId = useSession().gym.gymId ?? 0;
  const [job, setJob] = useState<ImportJob | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [runningId, setRunningId] = useState<number | null>(null);
  const upload = api.useMutation('post', '/api/imports/clients/gyms/{gymId}');
  const check = api.useMutation('post', '/api/imports/{id}/preview');
  const start = api.useMutation('post', '/api/imports/{id}/start');
  const discard = api.useMutation('delete', '/api/imports/{id}');
  const failed = (error: unknown) => showToast(serverText(errorMessage(error, t(TEXTS.noFile))));

  const startOver = () => {
    setJob(null);
    setPreview(null);
    setRunningId(null);
  };
  const chooseFile = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('fileName', file.name);
    upload.mutate(
      { params: { path: { gymId } }, body: {} as never, bodySerializer: () => form },
      {
        onSuccess: (uploaded) => {
          setJob(uploaded);
          setMapping(uploaded.mapping);
          setPreview(null);
        },
        onError: failed,
      },
    );
  };
  const changeColumns = (next: ImportMapping) => {
    setMapping(next);
    setPreview(null);
  };

  return (
    <Stack gap="large">
      <Heading level={1}>{t(TEXTS.heading)}</Heading>
      {runningId !== null ? (
        <ImportRun jobId={runningId} onAgain={startOver} />
      ) : (
        <>
          <Text>{t(TEXTS.intro)}</Text>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) chooseFile(file);
            }}
          >
            <Button
              variant={job ? 'secondary' : 'primary'}
              isPending={upload.isPending}
              pendingLabel={t(TEXTS.reading)}
            >
              {t(TEXTS.chooseFile)}
            </Button>
          </FileTrigger>
          {job ? (
            <Card title={t(TEXTS.columns)} level={2}>
              <Stack gap="medium">
                <Text tone="muted">{t(TEXTS.columnsHint, { file: job.fileName, rows: job.totalRows })}</Text>
                <ImportColumns headers={job.headers} mapping={mapping} onChange={changeColumns} />
                <Inline>
                  <Button
                    isPending={check.isPending}
                    pendingLabel={t(TEXTS.checking)}
                    onPress={() =>
                      check.mutate(
                        { params: { path: { id: job.id } }, body: { mapping } },
                        { onSuccess: setPreview, onError: failed },
                      )
                    }
                  >
                    {t(TEXTS.check)}
                  </Button>
                </Inline>
              </Stack>
            </Card>
          ) : null}
          {job && preview ? (
            <Card title={t(TEXTS.preview)} level={2}>
              <Stack gap="medium">
                <ImportPreviewRows preview={preview} />
                <Inline>
                  <Button
                    variant="success"
                    isDisabled={preview.goodRows === 0}
                    isPending={start.isPending}
                    onPress={() =>
                      start.mutate(
                        { params: { path: { id: job.id } }, body: { mapping } },
                        { onSuccess: (started) => setRunningId(started.id), onError: failed },
                      )
                    }
                  >
                    {t(TEXTS.importGood, { count: preview.goodRows })}
                  </Button>
                  <Button
                    variant="secondary"
                    onPress={() =>
                      discard.mutate(
                        { params: { path: { id: job.id } } },
                        { onSuccess: startOver, onError: failed },
                      )
                    }
                  >
                    {t(TEXTS.importNothing)}
                  </Button>
                </Inline>
              </Stack>
            </Card>
          ) : null}
        </>
      )}
    </Stack>
  );
}
