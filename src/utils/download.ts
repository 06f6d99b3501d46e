/** Hands the browser a file to save, made in the page (no server involved, so it works offline). */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from what it holds: "Ladder 41.5 gr 2026-07-05.csv". */
export function exportFileName(name: string, date: string, extension: 'csv' | 'json'): string {
  const safe =
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'rangebook';
  return `${safe} ${date}.${extension}`;
}
