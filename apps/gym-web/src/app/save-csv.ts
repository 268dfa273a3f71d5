import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { serverText } from '../i18n/server-texts.ts';

/** What the API client answers for a CSV download (`parseAs: 'blob'`). */
export interface CsvAnswer {
  data?: Blob | undefined;
  response: Response;
}

/** The file name the server gave (Content-Disposition), else the fallback. */
export function csvFileName(response: Response, fallback = 'export.csv'): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** Saves the answer's file in the browser's downloads, under the server's name for it. */
export function saveCsv({ data, response }: CsvAnswer): void {
  if (!data) throw new Error('The export has no file.');
  const address = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = address;
  link.download = csvFileName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** Downloads and saves a list's file; a failure is a toast with the server's words, or `failed`. */
export async function downloadCsv(download: () => Promise<CsvAnswer>, failed: string): Promise<void> {
  try {
    saveCsv(await download());
  } catch (error) {
    showToast(serverText(errorMessage(error, failed)));
  }
}
