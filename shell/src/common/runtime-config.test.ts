import { loadRuntimeConfig } from './runtime-config';

function inline(config: unknown) {
  document.getElementById('runtime-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'runtime-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

describe('runtime configuration', () => {
  afterEach(() => document.getElementById('runtime-config')?.remove());

  it('reads the api URL and anon key the server wrote into the page', async () => {
    inline({ api: { url: 'https://api.example.org', anonKey: 'sb_publishable_x' } });
    const config = await loadRuntimeConfig();
    expect(config.api).toEqual({ url: 'https://api.example.org', anonKey: 'sb_publishable_x' });
    expect(config.remotes.landing).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('falls back to the local api when the configuration names none', async () => {
    inline({ remotes: {}, api: { url: '' } });
    expect((await loadRuntimeConfig()).api).toEqual({
      url: 'http://localhost:54321',
      anonKey: 'sb_publishable_konfliktkompass_local_development_key',
    });
  });
});
