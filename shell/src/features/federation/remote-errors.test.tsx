import { act, screen } from '@testing-library/react';
import { setLanguage } from '@cc/shared-i18n';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import { handleUncaught, remoteOfError, reportRefusal } from './remote-errors';

// The registry as configureRemotes leaves it: the chat remote on its own origin, the api.
jest.mock('./configured', () => ({
  configured: {
    api: { url: 'http://api.test', anonKey: 'anon' },
    entries: {
      landing: 'http://localhost:3001/mf-manifest.json',
      chat: 'http://localhost:3002/mf-manifest.json',
      expert: 'https://cdn.example.com/expert/mf-manifest.json',
      results: 'https://cdn.example.com/results/mf-manifest.json',
    },
  },
}));

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
const sentBodies = () =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
    url,
    apikey: (init.headers as Record<string, string>).apikey,
    body: JSON.parse(init.body as string) as Record<string, unknown>,
  }));

function errorFrom(scriptUrl: string): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'call')");
  error.stack = `TypeError: ${error.message}\n    at onClick (${scriptUrl}:1:2345)\n    at http://localhost:3000/static/js/vendors.js:1:99`;
  return error;
}

beforeEach(async () => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await act(() => setLanguage('de'));
});

it('finds the remote an error passed through, not the shell', () => {
  expect(remoteOfError(errorFrom('http://localhost:3002/static/js/123.js'))).toBe('chat');
  expect(remoteOfError(errorFrom('http://localhost:3000/static/js/main.js'))).toBeNull();
  // Two remotes on one origin: told apart by their folders.
  expect(remoteOfError(errorFrom('https://cdn.example.com/results/static/js/9.js'))).toBe('results');
  expect(remoteOfError('not an error')).toBeNull();
});

it("an error in a remote page's event handler is reported and shown as a localised toast", async () => {
  renderWithProviders(<p>page</p>);
  void handleUncaught(errorFrom('http://localhost:3002/static/js/123.js'));
  expect(await screen.findByText(/Das hat gerade nicht geklappt/)).toBeInTheDocument();
  expect(sentBodies()).toEqual([
    {
      url: 'http://api.test/functions/v1/client-errors',
      apikey: 'anon',
      body: expect.objectContaining({
        kind: 'remote_handler_error',
        app: 'chat',
        message: "TypeError: Cannot read properties of undefined (reading 'call')",
        page: '/',
      }),
    },
  ]);
});

it("the shell's own errors are left alone", async () => {
  await handleUncaught(errorFrom('http://localhost:3000/static/js/main.js'));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('a refusal goes to the console and the log with app, package, wanted and found version', () => {
  reportRefusal(
    'react-router',
    { from: 'landing', version: '7.18.5+exports.2', shareConfig: { requiredVersion: '^7.0.0' } } as never,
    { from: 'shell', version: '7.18.5+exports.1' } as never,
  );
  const refusal = {
    app: 'landing',
    package: 'react-router',
    wanted: '^7.0.0 exports.2',
    found: '7.18.5+exports.1',
    provider: 'shell',
  };
  expect(console.warn).toHaveBeenCalledWith('A shared module was refused', refusal);
  expect(sentBodies()[0]!.body).toEqual({
    kind: 'share_refused',
    message: 'react-router refused to landing',
    page: '/',
    ...refusal,
  });
});
