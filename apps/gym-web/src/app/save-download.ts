import { errorMessage } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { serverText } from '../i18n/server-texts.ts';

/** What the API client answers for a file's download (`parseAs: 'blob'`). */
export interface DownloadAnswer {
  data?: Blob | undefined;
  response: Response;
}

/** The file name the server gave (Content-Disposition), else the fallback. */
export function downloadFileName(response: Response, fallback = 'export'): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/** Saves the answer's file in the browser's downloads, under the server's name for it. */
export function saveDownload({ data, response }: DownloadAnswer): void {
  if (!data) throw new Error('The export has no file.');
  const address = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = address;
  link.download = downloadFileName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** Downloads and saves a file; a failure is a toast with the server's words, or `failed`. */
export async function downloadFile(download: () => Promise<DownloadAnswer>, failed: string): Promise<void> {
  try {
    saveDownload(await download());
  } catch (error) {
    showToast(serverText(errorMessage(error, failed)));
  }
}
