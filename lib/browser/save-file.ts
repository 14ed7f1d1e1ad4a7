/**
 * Saves a file the page fetched (the member's data copy) as the browser saves a download: through a link
 * to the file's object URL, with its name. The URL is let go once the browser has taken the file.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
