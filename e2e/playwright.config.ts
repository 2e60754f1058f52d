import { defineConfig, devices } from '@playwright/test';

// End-to-end tests of the composed product in Debian's Chromium (browser downloads do not work
// here). The test command builds first; `serve-e2e.mjs` only serves the builds.
// Relative paths below are resolved against this file's folder (e2e/).
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'de-DE',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Tracing every test costs a lot of CPU on 2 cores; a retry (CI) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve-e2e.mjs',
    url: 'http://localhost:3000',
    cwd: '..', // the repository root
    reuseExistingServer: !isCI,
    // The api applies its migrations and the mail inbox starts before the shell answers.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
