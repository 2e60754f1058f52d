import { act, screen } from '@testing-library/react';
import { assessmentDefinitions, scoreAssessment } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { buildPdf } from '../pdf/pdf';
import '../texts';
import { PdfButton } from './ResultActions';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
// jsPDF is not what these tests are about: whether the browser took the file is.
jest.mock('../pdf/pdf', () => ({ buildPdf: jest.fn() }));
const build = jest.mocked(buildPdf);

const style = scoreAssessment(
  'conflict-style',
  Object.fromEntries(assessmentDefinitions['conflict-style'].items.map((item) => [item.id, 3])),
);

const texts = {
  de: {
    button: 'Als PDF herunterladen',
    file: 'konfliktstil-2025-03-01.pdf',
    saved: 'Das PDF wird als Datei „konfliktstil-2025-03-01.pdf“ gespeichert.',
    failed: /konnte nicht erstellt werden\. Versuche es bitte noch einmal oder drucke die Seite/,
  },
  en: {
    button: 'Download as PDF',
    file: 'conflict-style-2025-03-01.pdf',
    saved: 'The PDF is being saved as “conflict-style-2025-03-01.pdf”.',
    failed: /could not be created\. Please try again, or print the page to PDF/,
  },
};

const toast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.notistack-MuiContent *' }).then((node) => node.closest('[role="alert"]'));

describe.each(['de', 'en'] as const)('PdfButton (%s): the download says what happened', (language) => {
  const t = texts[language];

  let clicked: HTMLAnchorElement[];
  beforeEach(async () => {
    mockSupabase.reset();
    build.mockReset().mockResolvedValue(new Blob(['%PDF-']));
    // jsdom has no object URLs and does not download: the link's click is what the browser gets.
    clicked = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await act(() => setLanguage(language));
  });

  afterEach(() => jest.restoreAllMocks());

  const click = async () => {
    const user = setupUser();
    renderWithProviders(<PdfButton result={style} createdAt="2025-03-01T10:00:00.000Z" />);
    await user.click(screen.getByRole('button', { name: t.button }));
  };

  it('a saved file: a toast names it, announced as an alert', async () => {
    await click();
    expect(await toast(t.saved)).toHaveAttribute('role', 'alert');
    expect(clicked.map((link) => link.download)).toEqual([t.file]);
    expect(screen.getByRole('button', { name: t.button })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('a download the browser refused: an error toast says what to do', async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('refused');
    });
    await click();
    expect(await toast(t.failed)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(t.saved)).not.toBeInTheDocument();
  });

  it('a PDF that could not be made: the same error toast', async () => {
    build.mockRejectedValue(new Error('jsPDF failed'));
    await click();
    expect(await toast(t.failed)).toHaveAttribute('role', 'alert');
  });
});
