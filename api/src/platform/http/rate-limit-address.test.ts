// Per-IP limits count an IPv6 client by its /64 network: every host gets a /64 and may use any of
// its addresses, so counting single IPv6 addresses would let one machine pass every per-IP limit
// (sign-ups, recovery, guest sessions, team answers, wrong passwords, codes) by changing address.
import { rateLimitAddress } from './context';
import { startTestApi, uniqueEmail, type TestApi } from '../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: 'true', RATE_LIMIT_GUEST_SESSIONS_PER_IP: '2/3600' } });
});

afterAll(async () => {
  await api.close();
});

const guestSession = (ip: string) =>
  api.request('/functions/v1/guest-session', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email: uniqueEmail('v6'), firstName: 'Ada', consent: true },
  });

it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
  expect((await guestSession('2001:db8:1:2::1')).status).toBe(200);
  expect((await guestSession('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(200);
  const third = await guestSession('2001:0db8:0001:0002::3');
  expect(third.status).toBe(429);
  expect(await third.json()).toMatchObject({ code: 'over_request_rate_limit' });
  expect((await guestSession('2001:db8:1:3::1')).status).toBe(200);
  // IPv4 addresses count one by one.
  expect((await guestSession('192.0.2.1')).status).toBe(200);
  expect((await guestSession('192.0.2.2')).status).toBe(200);
});

it.each([
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
  ['2001:db8::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['198.51.100.7', '198.51.100.7'],
])('%s counts as %s', (ip, key) => {
  expect(rateLimitAddress(ip)).toBe(key);
});
