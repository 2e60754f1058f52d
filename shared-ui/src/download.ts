// One way to hand a file the page made (a transcript, a PDF, an export) to the browser as a download.

/** How long the object URL lives: some browsers read the Blob after click() returns. */
export const downloadUrlLifetime = 30_000;

/**
 * Offers `blob` as a download named `fileName` (a Blob link, clicked and released) and says
 * whether the browser took it: false where it cannot make an object URL or refuses the click,
 * so the caller can say what to do instead. The browser saves without a word of its own.
 */
export function downloadFile(blob: Blob, fileName: string): boolean {
  let url: string;
  try {
    url = URL.createObjectURL(blob);
  } catch {
    return false;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  try {
    document.body.append(link);
    link.click();
    return true;
  } catch {
    return false;
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), downloadUrlLifetime);
  }
}
