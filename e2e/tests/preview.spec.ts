import { expect, test } from '../support/fixtures';
import { clickNav, fromOrigin, gotoAndSettle, origins, recordRequests, storageKeys, withLang } from '../support/app';

const manifest = (origin: string) => `${origin}/mf-manifest.json`;
const allowed = `chat@${manifest(origins.previewAllowed)}`;
const refused = `chat@${manifest(origins.previewRefused)}`;

const texts = {
  de: {
    active: 'Vorschau aktiv',
    leave: 'Vorschau beenden',
    refusedOrigin: 'Der Vorschau-Link wurde abgelehnt: Diese Adresse ist nicht für Vorschauen freigegeben.',
    refusedFormat: 'Der Vorschau-Link wurde abgelehnt: Er hat nicht die Form remote@https://…/mf-manifest.json.',
    dismiss: 'Schließen',
    chat: 'Konfliktberater',
  },
  en: {
    active: 'Preview active',
    leave: 'Leave preview',
    refusedOrigin: 'The preview link was refused: this address is not allowed for previews.',
    refusedFormat: 'The preview link was refused: it is not of the form remote@https://…/mf-manifest.json.',
    dismiss: 'Dismiss',
    chat: 'Conflict advisor',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`an allowed preview replaces the chat remote for this tab until it is left (${lang})`, async ({
    page,
    isMobile,
  }) => {
    // On mobile the German run covers the banner together with the drawer; texts are checked on desktop.
    test.skip(isMobile && lang !== 'de', 'English texts are checked on the desktop project');
    const requests = recordRequests(page);
    await gotoAndSettle(page, withLang(`/?preview=${encodeURIComponent(allowed)}`, lang));

    const banner = page.getByTestId('preview-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(texts[lang].active);
    await expect(banner).toContainText(manifest(origins.previewAllowed));
    expect(new URL(page.url()).searchParams.has('preview'), 'the parameter is removed from the address').toBe(false);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.preview)).toContain(
      origins.previewAllowed,
    );

    await clickNav(page, 'chat');
    await expect(page.locator('main h1')).toHaveText(texts[lang].chat);
    expect(fromOrigin(requests, origins.previewAllowed)).toContain(manifest(origins.previewAllowed));
    expect(
      fromOrigin(requests, origins.previewAllowed).some((url) => url.endsWith('.js')),
      'the chat code comes from the preview',
    ).toBe(true);
    expect(fromOrigin(requests, origins.chat), 'nothing from the production chat remote').toEqual([]);

    // A new page load in the same tab keeps the preview (sessionStorage).
    await gotoAndSettle(page, '/chat');
    await expect(banner).toBeVisible();
    expect(fromOrigin(requests, origins.chat)).toEqual([]);

    // Leaving the preview reloads with the production remote.
    requests.length = 0;
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: texts[lang].leave }).click()]);
    await expect(page.locator('main h1')).toHaveText(texts[lang].chat);
    await expect(banner).toHaveCount(0);
    expect(fromOrigin(requests, origins.chat)).toContain(manifest(origins.chat));
    expect(fromOrigin(requests, origins.previewAllowed)).toEqual([]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.preview)).toBeNull();

    await page.reload();
    await expect(page.locator('main h1')).toHaveText(texts[lang].chat);
    await expect(banner).toHaveCount(0);
  });

  test(`a preview from an origin outside the allowlist is refused (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the allowlist does not depend on the viewport (desktop project)');
    const requests = recordRequests(page);
    await gotoAndSettle(page, withLang(`/?preview=${encodeURIComponent(refused)}`, lang));

    const refusal = page.getByTestId('preview-refused');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(texts[lang].refusedOrigin);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('preview')).toBe(false);

    await clickNav(page, 'chat');
    await expect(page.locator('main h1')).toHaveText(texts[lang].chat);
    expect(fromOrigin(requests, origins.chat)).toContain(manifest(origins.chat));
    expect(fromOrigin(requests, origins.previewRefused), 'nothing is requested from a refused origin').toEqual([]);

    await refusal.getByRole('button', { name: texts[lang].dismiss }).click();
    await expect(refusal).toHaveCount(0);
  });

  test(`a malformed preview value is refused (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'parsing does not depend on the viewport (desktop project)');
    const requests = recordRequests(page);
    await gotoAndSettle(page, withLang('/?preview=nonsense', lang));
    const refusal = page.getByTestId('preview-refused');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(texts[lang].refusedFormat);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    expect(fromOrigin(requests, origins.previewAllowed)).toEqual([]);
  });
}

test('the allowlist is checked again for a stored preview from another origin', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the allowlist does not depend on the viewport (desktop project)');
  const requests = recordRequests(page);
  await page.addInitScript(
    ([key, value]) => {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // a document without storage (about:blank)
      }
    },
    [storageKeys.preview, JSON.stringify({ chat: manifest(origins.previewRefused) })] as const,
  );
  await gotoAndSettle(page, '/chat');
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(fromOrigin(requests, origins.previewRefused)).toEqual([]);
  expect(fromOrigin(requests, origins.chat)).toContain(manifest(origins.chat));
});
