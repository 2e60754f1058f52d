import { configured } from './configured';
import { prefetchLikelyNextPage } from '../../app/prefetch-next-page';
import { remotePageFiles } from './prefetch';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './AdvisorChat', assets: { js: { sync: ['static/js/advisor.js'] }, css: { sync: [] } } },
    {
      path: './PublicChat',
      assets: {
        js: { sync: ['static/js/4.js', 'static/js/page.js'], async: ['static/js/later.js'] },
        css: { sync: [] },
      },
    },
  ],
};

describe('remotePageFiles', () => {
  it("lists the remote entry and the exposed module's own files, next to the manifest or under its public path", () => {
    expect(remotePageFiles(manifest, manifestUrl, 'PublicChat')).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/static/js/4.js',
      'http://localhost:3002/static/js/page.js',
    ]);
    const published = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/chat/' } };
    expect(remotePageFiles(published, manifestUrl, 'AdvisorChat')).toEqual([
      'https://cdn.example/chat/remoteEntry.js',
      'https://cdn.example/chat/static/js/advisor.js',
    ]);
    expect(remotePageFiles(manifest, manifestUrl, 'Missing')).toEqual(['http://localhost:3002/remoteEntry.js']);
  });
});

describe('prefetchLikelyNextPage', () => {
  const prefetchLinks = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  afterEach(() => {
    document.head.innerHTML = '';
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("prefetches the chat page's files once (nothing runs), and nothing on the chat page itself", async () => {
    configured.entries = {
      landing: 'http://localhost:3001/mf-manifest.json',
      chat: manifestUrl,
      expert: 'http://localhost:3003/mf-manifest.json',
      results: 'http://localhost:3004/mf-manifest.json',
    };
    const fetchMock = jest.fn(async () => ({ ok: true, url: manifestUrl, json: async () => manifest }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    await expect(prefetchLikelyNextPage('/chat')).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();

    await prefetchLikelyNextPage('/');
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl, { priority: 'low' });
    expect(prefetchLinks()).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/static/js/4.js',
      'http://localhost:3002/static/js/page.js',
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);

    await prefetchLikelyNextPage('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
