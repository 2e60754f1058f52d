// One way to hand a file the page made (a transcript, a PDF, an export) to the browser as a download.
// By package name, not a relative path: federation then hands this module the page's one
// `@cc/shared-ui`, whose ToastHost the shell renders, also where `/forms` comes from another build.
import { showToast } from '@cc/shared-ui';

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

/** What a download says in its toasts, in the page's language (shared-ui has no texts of its own). */
export interface SaveTexts {
  /** The success toast, naming the file (the browser saves without a word of its own). */
  saved: string;
  /** The error toast: what to do instead. */
  failed: string;
}

/**
 * Offers a file the page made as a download and says so in a toast: `texts.saved` when the browser
 * took it, `texts.failed` when it refused it or the file could not be made (`file` rejected, as a
 * PDF whose library failed to load). Resolves to whether the file was handed over.
 */
export async function saveWithToast(file: Blob | Promise<Blob>, fileName: string, texts: SaveTexts): Promise<boolean> {
  const saved = await Promise.resolve(file).then(
    (blob) => downloadFile(blob, fileName),
    () => false,
  );
  void showToast(saved ? texts.saved : texts.failed, saved ? 'success' : 'error');
  return saved;
}

/** German letters as German writes them without umlauts ("Gespräch" → "gespraech", not "gesprach"). */
const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A name's part of a file name: lower-case letters, digits and dashes, at most `max` characters ('' when none is left).
 * Lowered once, last: "𝐒" or "ℌ" have no lower case until NFKD writes them "S", "H". Umlauts are read in either case ("Ä", "ẞ").
 */
export function fileSlug(text: string, max = 60): string {
  return text
    .replace(/[äöüß]/giu, (letter) => spelledOut[letter.toLowerCase()]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);
}
