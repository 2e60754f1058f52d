import { downloadFile, downloadUrlLifetime, fileSlug, saveWithToast } from './download';
import { showToast } from './toast';

// The toast itself (notistack, placement) is toast-placement.test's; here: which toast is asked for.
jest.mock('./toast', () => ({ showToast: jest.fn() }));
const toast = jest.mocked(showToast);

let clicked: HTMLAnchorElement[];
let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
let click: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  clicked = [];
  toast.mockReset();
  // jsdom has no object URLs and does not download: the link's click is what the browser gets.
  createObjectURL = jest.fn(() => 'blob:file');
  revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('downloadFile', () => {
  it('clicks a link to the Blob with the file name, leaves nothing in the page and releases the URL later', () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    expect(downloadFile(blob, 'daten.json')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('daten.json');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:file');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(downloadUrlLifetime);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });

  it('says false where the browser cannot make an object URL, and clicks nothing', () => {
    createObjectURL.mockImplementation(() => {
      throw new Error('no blobs here');
    });
    expect(downloadFile(new Blob(['x']), 'a.md')).toBe(false);
    expect(clicked).toHaveLength(0);
    jest.runAllTimers();
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('says false where the click is refused, and still releases the URL', () => {
    click.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(downloadFile(new Blob(['x']), 'a.pdf')).toBe(false);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});

describe('saveWithToast', () => {
  // The caller's texts, in its language, and a file name that follows the language too.
  const texts = {
    de: {
      file: 'konfliktkompass-daten.json',
      saved: 'Gespeichert als „konfliktkompass-daten.json“.',
      failed: 'Nutze bitte …',
    },
    en: { file: 'konfliktkompass-data.json', saved: 'Saved as “konfliktkompass-data.json”.', failed: 'Please use …' },
  };

  it.each(['de', 'en'] as const)(
    'a file the browser took: saved under its name, a success toast (%s)',
    async (lang) => {
      const { file, ...words } = texts[lang];
      await expect(saveWithToast(new Blob(['{}']), file, words)).resolves.toBe(true);
      expect(clicked.map((link) => link.download)).toEqual([file]);
      expect(toast.mock.calls).toEqual([[words.saved, 'success']]);
    },
  );

  it('waits for a file still being made (a PDF) and saves it', async () => {
    const { file, ...words } = texts.de;
    await expect(saveWithToast(Promise.resolve(new Blob(['%PDF-'])), file, words)).resolves.toBe(true);
    expect(clicked).toHaveLength(1);
    expect(toast.mock.calls).toEqual([[words.saved, 'success']]);
  });

  it.each(['de', 'en'] as const)('a refused download: the error toast says what to do (%s)', async (lang) => {
    click.mockImplementation(() => {
      throw new Error('blocked');
    });
    const { file, ...words } = texts[lang];
    await expect(saveWithToast(new Blob(['{}']), file, words)).resolves.toBe(false);
    expect(toast.mock.calls).toEqual([[words.failed, 'error']]);
  });

  it('a file that could not be made: the same error toast, nothing clicked', async () => {
    const { file, ...words } = texts.en;
    await expect(saveWithToast(Promise.reject(new Error('jsPDF failed')), file, words)).resolves.toBe(false);
    expect(clicked).toHaveLength(0);
    expect(toast.mock.calls).toEqual([[words.failed, 'error']]);
  });
});

describe('fileSlug', () => {
  it('keeps letters and digits, spells out umlauts, drops accents, joins the rest with dashes', () => {
    expect(fileSlug('  Produktteam Nord – Ärger & Übergänge! ')).toBe('produktteam-nord-aerger-uebergaenge');
    expect(fileSlug('Neues Gespräch: Straße, Café')).toBe('neues-gespraech-strasse-cafe');
    expect(fileSlug('Streit um Anteile (2026)')).toBe('streit-um-anteile-2026');
  });

  it('spells out capital umlauts and ẞ, and lowers letters that only compatibility forms write in capitals', () => {
    expect(fileSlug('ÄRGER ÜBER ÖL UND MAẞE')).toBe('aerger-ueber-oel-und-masse');
    expect(fileSlug('ÄrGeR mIt Ölfässern')).toBe('aerger-mit-oelfaessern');
    // Mathematical bold ("fancy text") has no lower case of its own: NFKD turns it into capitals.
    expect(fileSlug('𝐒𝐓𝐑𝐄𝐈𝐓 Ⅻ')).toBe('streit-xii');
  });

  it('is empty when nothing is left, and at most 60 characters', () => {
    expect(fileSlug('„…“ 🙂')).toBe('');
    expect(fileSlug('a'.repeat(80))).toHaveLength(60);
  });
});
