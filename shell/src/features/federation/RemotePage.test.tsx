import { act, fireEvent, screen } from '@testing-library/react';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { loadRemoteModule } from './registry';
import { loadRemotePage, RemotePage } from './RemotePage';
import { shareContractPlugin } from './share-contract';

// The federation runtime itself is exercised end to end in Chromium (e2e); here only the
// page's own logic: spinner, fallback, retry with a forced re-registration, render errors.
jest.mock('./registry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

registerNamespace('shell', { de, en });

describe('RemotePage', () => {
  beforeEach(async () => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => setLanguage('de'));
  });

  it('shows the spinner, then the remote page', async () => {
    load.mockResolvedValue({ default: () => <h1>Chat</h1> });
    renderWithProviders(<RemotePage remote="chat" module="PublicChat" />);
    expect(screen.getByText('Einen Moment bitte...')).toBeInTheDocument();
    // The waiting page titles the document until the page sets its own (here: none, the brand).
    expect(document.title).toBe('Einen Moment bitte... – KonfliktKompass');
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(document.title).toBe('KonfliktKompass – Konfliktcoaching für Gründer und Teams');
    expect(load).toHaveBeenCalledWith('chat', 'PublicChat', false);
  });

  it('renders a page loaded ahead (a link the visitor is about to follow) at once, without a spinner', async () => {
    load.mockResolvedValue({ default: () => <h1>News</h1> });
    await Promise.all([loadRemotePage('landing', 'NewsPage'), loadRemotePage('landing', 'NewsPage')]);
    renderWithProviders(<RemotePage remote="landing" module="NewsPage" />);
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(screen.queryByText('Einen Moment bitte...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a localised fallback when the remote cannot load, and retry forces a fresh load', async () => {
    load.mockRejectedValueOnce(new Error('network down'));
    load.mockResolvedValueOnce({ default: () => <h1>Expert portal</h1> });
    renderWithProviders(<RemotePage remote="expert" module="ExpertPortal" />);
    expect(await screen.findByText('Dieser Bereich ist gerade nicht erreichbar')).toBeInTheDocument();
    expect(document.title).toBe('Dieser Bereich ist gerade nicht erreichbar – KonfliktKompass');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Expert portal' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('expert', 'ExpertPortal', true);
  });

  it('catches a remote that throws while rendering, and retry renders it again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <h1>Recovered</h1>;
    }
    load.mockResolvedValue({ default: Flaky });
    renderWithProviders(<RemotePage remote="results" module="ResultsPage" />);
    expect(await screen.findByTestId('remote-fallback-results')).toBeInTheDocument();
    // The fallback stands for the page: its heading is the page's h1.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('after a render error, retry re-registers and loads the remote again, as after a load failure', async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    load.mockResolvedValueOnce({ default: Broken });
    load.mockResolvedValueOnce({ default: () => <h1>Fixed release</h1> });
    renderWithProviders(<RemotePage remote="results" module="ConflictStylePage" />);
    expect(await screen.findByTestId('remote-fallback-results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Fixed release' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('results', 'ConflictStylePage', true);
  });

  it("a widget's fallback sits under its page's heading (h2)", async () => {
    load.mockRejectedValue(new Error('down'));
    renderWithProviders(<RemotePage remote="results" module="TeamRoundsWidget" widget />);
    expect(await screen.findByTestId('remote-fallback-results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // A widget is part of a page: the page's title stays.
    expect(document.title).not.toContain('nicht erreichbar');
  });

  it('a widget waits with an inline spinner instead of the full-screen one', async () => {
    load.mockResolvedValue({ default: () => <h2>History</h2> });
    renderWithProviders(<RemotePage remote="results" module="ResultsHistory" widget />);
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte...');
    expect(screen.queryByTestId('fullscreen-spinner')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('results', 'ResultsHistory', false);
  });

  it.each([
    ['de', 'Dieser Bereich wurde gerade aktualisiert – bitte lade die Seite neu', 'Seite neu laden'],
    ['en', 'This area has just been updated – please reload the page', 'Reload page'],
  ] as const)(
    'a remote refused a shared module says "updated, reload", not the connection message (%s)',
    async (lang, title, reload) => {
      await act(() => setLanguage(lang));
      // The runtime plugin refuses @cc/shared-ui to the chat remote, which then fails to load.
      const plugin = shareContractPlugin(() => undefined);
      const args = {
        shareScopeMap: { default: { '@cc/shared-ui': { '1.0.0': { version: '1.0.0', from: 'shell', loaded: true } } } },
        scope: 'default',
        pkgName: '@cc/shared-ui',
        version: '1.0.0',
        shareInfo: { from: 'chat', version: '1.1.0', shareConfig: { requiredVersion: '>=1.1.0' } },
        resolver: () => undefined,
      };
      const resolved = (plugin.resolveShare as unknown as (a: typeof args) => typeof args)(args);
      load.mockImplementation(() => Promise.resolve().then(() => resolved.resolver()));
      // A module no other test loaded (RemotePage keeps loaded pages in memory).
      renderWithProviders(<RemotePage remote="chat" module={`AdvisorChat${lang}`} />);
      const updated = await screen.findByTestId('remote-updated-chat');
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      expect(updated).not.toHaveTextContent(lang === 'de' ? 'Verbindung' : 'connection');
      const reloadButton = screen.getByRole('button', { name: reload });
      expect(reloadButton).toBeInTheDocument();
      expect(screen.queryByTestId('remote-fallback-chat')).not.toBeInTheDocument();
    },
  );
});
