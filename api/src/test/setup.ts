// Runs before each api test file: real servers, SMTP and argon2 need more than Jest's 5 s default.
jest.setTimeout(30_000);
