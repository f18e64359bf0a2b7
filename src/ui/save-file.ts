/** How long a saved file's object URL lives: the browser reads it after click() returns. */
export const SAVE_FILE_URL_LIFETIME_MS = 60_000;

/**
 * Saves bytes as a file through the browser's download: a temporary object URL behind a hidden
 * link, clicked once. The URL is released a minute later, when the browser has surely read it
 * (releasing it at once can cancel the download in some browsers).
 */
export function saveFile(contents: Blob, fileName: string): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_FILE_URL_LIFETIME_MS);
}
