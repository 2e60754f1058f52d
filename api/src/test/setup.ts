// Runs before each api test file: real servers, SMTP and argon2 need more than Jest's 5 s default.
// 60 s, not 30: a file that starts three servers in one hook took over 30 s on a loaded machine
// (load average 17); a passing test never waits it out.
jest.setTimeout(60_000);
