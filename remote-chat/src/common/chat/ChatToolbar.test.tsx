import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import '../../i18n';
import { ChatToolbar } from './ChatToolbar';
import type { ChatMessage } from './types';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const messages: ChatMessage[] = [
  { id: '1', role: 'user', content: 'Mein Mitgründer entscheidet allein.', kind: null },
  { id: '2', role: 'assistant', content: 'Was wäre dir bei Entscheidungen wichtig?', kind: 'reply' },
];

const texts = {
  de: {
    more: 'Weitere Aktionen zum Gespräch',
    copy: 'Verlauf kopieren',
    copied: 'Der Verlauf ist in der Zwischenablage.',
    save: 'Als Datei speichern',
    saved: /Der Verlauf wird als Datei „streit-um-anteile-\d{4}-\d{2}-\d{2}\.md“ gespeichert\./,
    saveFailed: 'Speichern hat nicht geklappt. Nutze bitte „Verlauf kopieren“.',
    untitled: /^verlauf-\d{4}-\d{2}-\d{2}\.md$/,
    delete: 'Gespräch löschen',
    confirmYes: 'Ja, löschen',
    deleted: 'Das Gespräch wurde gelöscht.',
  },
  en: {
    more: 'More conversation actions',
    copy: 'Copy transcript',
    copied: 'The transcript is on your clipboard.',
    save: 'Save as file',
    saved: /The transcript is being saved as “streit-um-anteile-\d{4}-\d{2}-\d{2}\.md”\./,
    saveFailed: 'Saving did not work. Please use “Copy transcript”.',
    untitled: /^transcript-\d{4}-\d{2}-\d{2}\.md$/,
    delete: 'Delete conversation',
    confirmYes: 'Yes, delete',
    deleted: 'The conversation was deleted.',
  },
};

function renderToolbar(onDelete = jest.fn(), title = 'Streit um Anteile') {
  const user = setupUser();
  renderWithProviders(<ChatToolbar messages={messages} title={title} onNew={jest.fn()} onDelete={onDelete} />);
  return { user, onDelete };
}

/** The toast (notistack's alert) saying this; a screen reader reads it as it appears. */
const toast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.notistack-MuiContent *' }).then((node) => node.closest('[role="alert"]'));

describe.each(['de', 'en'] as const)('ChatToolbar’s ⋯ menu (%s): each action says it was done', (language) => {
  const t = texts[language];
  let clicked: HTMLAnchorElement[];

  beforeEach(async () => {
    mockSupabase.reset();
    await act(() => setLanguage(language));
    clicked = [];
    // jsdom has no object URLs and does not download: the link's click is what the browser gets.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:transcript'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('save as file: the download starts and a toast names the file', async () => {
    const { user } = renderToolbar();
    await user.click(screen.getByRole('button', { name: t.more }));
    await user.click(screen.getByRole('menuitem', { name: t.save }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^streit-um-anteile-\d{4}-\d{2}-\d{2}\.md$/);
    const alert = await toast(t.saved);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(clicked[0]!.download);
  });

  it('save as file with a title of no letters: the file is named in the page’s language', async () => {
    const { user } = renderToolbar(jest.fn(), '„…“ 🙂');
    await user.click(screen.getByRole('button', { name: t.more }));
    await user.click(screen.getByRole('menuitem', { name: t.save }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(t.untitled);
  });

  it('save as file where the browser cannot make the file: an error toast points to copying', async () => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => {
        throw new Error('no blobs here');
      }),
    });
    const { user } = renderToolbar();
    await user.click(screen.getByRole('button', { name: t.more }));
    await user.click(screen.getByRole('menuitem', { name: t.save }));
    expect(clicked).toHaveLength(0);
    expect(await toast(t.saveFailed)).toHaveAttribute('role', 'alert');
  });

  it('copy and delete raise their toasts as before', async () => {
    const { user, onDelete } = renderToolbar();
    await user.click(screen.getByRole('button', { name: t.more }));
    await user.click(screen.getByRole('menuitem', { name: t.copy }));
    expect(await toast(t.copied)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: t.more }));
    await user.click(screen.getByRole('menuitem', { name: t.delete }));
    await user.click(within(screen.getByTestId('chat-delete-confirm')).getByRole('button', { name: t.confirmYes }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(await toast(t.deleted)).toHaveAttribute('role', 'alert');
  });
});
