// In CI (CI set) a failing test runs once more before it fails the run, as Playwright's CI retries
// do: a test that fails twice still fails, and scripts/test.mjs names every test that needed the
// second run (with the first run's error in the log), so a flaky test is seen and fixed, not hidden.
// Locally a test runs once.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

export {};
