import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { getSupabase, writeGuest } from '@cc/shared-auth';
import { compareValues, scoreValues, valueItems, type ValueId } from '@cc/shared-domain';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import ValuesRadarPage from '../../exposed/ValuesRadarPage';
import { partnerPollMs } from './api/values';
import { valuesDraftKey, valuesMineKey } from './storage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { functions } = mockSupabase.client;

const openness: ValueId[] = ['self-direction', 'stimulation'];
const conservation: ValueId[] = ['security', 'conformity', 'tradition'];
/** A: openness high, conservation low; B the other way round; everything else in the middle. */
const answersFor = (high: ValueId[], low: ValueId[]) =>
  Object.fromEntries(
    valueItems.map((item) => [item.id, high.includes(item.value) ? 6 : low.includes(item.value) ? 1 : 3]),
  );
const answersA = answersFor(openness, conservation);
const answersB = answersFor(conservation, openness);
const resultA = scoreValues(answersA);
const resultB = scoreValues(answersB);

// Three tests answer all 20 items by clicks: 10-15 s each on a 2-core machine at load 18 (a CI run
// beside other work), where the default 20 s ran out twice in one run.
jest.setTimeout(60_000);

const renderAt = async (route: string) => {
  // No pause between the 20 answers' clicks (the default waits a macrotask after each).
  const user = setupUser();
  renderWithProviders(
    <Routes>
      <Route path="/checklisten/werte-radar" element={<ValuesRadarPage />} />
    </Routes>,
    { route },
  );
  // The client and the auth listener start before the page talks to the api.
  await act(async () => {
    await getSupabase();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await screen.findByTestId('values-radar');
  return user;
};

async function answerAll(user: UserEvent, answers: Record<string, number>) {
  for (const item of valueItems) {
    const radios = within(screen.getByTestId(`values-item-${item.id}`)).getAllByRole('radio');
    await user.click(radios[(answers[item.id] as number) - 1] as HTMLElement);
  }
}

const created = (result: unknown, token: string, extra: Record<string, unknown> = {}) => ({
  data: {
    id: '00000000-0000-4000-8000-0000000000b1',
    type: 'values',
    created_at: '2025-01-01T00:00:00Z',
    result,
    share_token: token,
    mail_queued: false,
    ...extra,
  },
  error: null,
});

describe('values radar', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('submits the answers, draws the radar, lists the top values and offers the invitation link', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });
    functions.invoke.mockImplementation(async (name: string) =>
      name === 'assessments'
        ? created(resultA, 'tok-a')
        : name.startsWith('checklist-progress')
          ? { data: { items: [] }, error: null }
          : { data: null, error: null },
    );
    const user = await renderAt('/checklisten/werte-radar');
    expect(screen.getByTestId('values-progress-text')).toHaveTextContent('0 von 20 beantwortet');

    // Unanswered items are pointed out; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    expect(screen.getByTestId('values-missing')).toHaveTextContent('Es fehlen noch 20 Antworten.');
    expect(functions.invoke).not.toHaveBeenCalledWith('assessments', expect.anything());

    await answerAll(user, answersA);
    expect(screen.getByTestId('values-progress-text')).toHaveTextContent('20 von 20 beantwortet');
    expect(JSON.parse(localStorage.getItem(valuesDraftKey) ?? '{}')).toEqual(answersA);
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));

    expect(await screen.findByTestId('values-result')).toBeInTheDocument();
    expect(functions.invoke).toHaveBeenCalledWith('assessments', {
      method: 'POST',
      body: { type: 'values', answers: answersA, lang: 'de' },
      headers: { 'x-guest-token': 'guest-token' },
    });
    expect(screen.getByRole('img', { name: /Werte-Radar: zehn Grundwerte/ })).toBeInTheDocument();
    expect(screen.getAllByTestId(/^radar-profile-/)).toHaveLength(1);
    expect(within(screen.getByTestId('values-row-self-direction')).getByRole('cell')).toHaveTextContent(
      `+${resultA.centred['self-direction'].toFixed(2).replace('.', ',')}`,
    );
    const top = within(screen.getByTestId('values-top')).getAllByRole('listitem');
    expect(top[0]).toHaveTextContent('Selbstbestimmung');
    expect(top[1]).toHaveTextContent('Anregung');
    expect(screen.getByTestId('values-invite-link')).toHaveValue(
      `${window.location.origin}/checklisten/werte-radar?invite=tok-a`,
    );
    expect(JSON.parse(localStorage.getItem(valuesMineKey) ?? '{}')).toMatchObject({ token: 'tok-a' });
    expect(localStorage.getItem(valuesDraftKey)).toBeNull();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/checklisten/werte-radar?invite=tok-a`);
    expect(await screen.findByText('Link kopiert.')).toBeInTheDocument();
  });

  it('keeps the answers when the api fails and succeeds on retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    functions.invoke
      .mockResolvedValueOnce({ data: null, error: functionsHttpError(500, { code: 'internal_error', message: 'x' }) })
      .mockResolvedValueOnce(created(resultA, 'tok-a'));
    const user = await renderAt('/checklisten/werte-radar');
    await answerAll(user, answersA);
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    expect(await screen.findByTestId('values-submit-error')).toHaveTextContent(
      'Deine Antworten konnten gerade nicht ausgewertet werden.',
    );
    expect(JSON.parse(localStorage.getItem(valuesDraftKey) ?? '{}')).toEqual(answersA);
    expect(within(screen.getByTestId('values-item-sd1')).getAllByRole('radio')[5]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('values-result')).toBeInTheDocument();
    expect(functions.invoke).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('an invited co-founder answers with compare_with and both profiles are compared', async () => {
    functions.invoke.mockImplementation(async (name: string) => {
      if (name === 'shared-results/tok-a') return created(resultA, 'tok-a');
      if (name === 'assessments') return created(resultB, 'tok-b', { comparison: compareValues(resultB, resultA) });
      return { data: null, error: null };
    });
    const user = await renderAt('/checklisten/werte-radar?invite=tok-a');
    expect(screen.getByTestId('values-invite-intro')).toHaveTextContent('Du wurdest eingeladen');
    await waitFor(() => expect(functions.invoke).toHaveBeenCalledWith('shared-results/tok-a', { method: 'GET' }));
    await answerAll(user, answersB);
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    expect(await screen.findByTestId('values-comparison')).toBeInTheDocument();
    expect(functions.invoke).toHaveBeenCalledWith('assessments', {
      method: 'POST',
      body: { type: 'values', answers: answersB, lang: 'de', compare_with: 'tok-a' },
    });
    // Overlay: two profiles, told apart by stroke pattern too.
    const profiles = screen.getAllByTestId(/^radar-profile-/);
    expect(profiles).toHaveLength(2);
    expect(profiles[1]?.querySelector('polygon')).toHaveAttribute('stroke-dasharray');
    const comparison = compareValues(resultB, resultA);
    expect(comparison.band).toBe('opposed');
    expect(screen.getByTestId('values-correlation')).toHaveTextContent(
      `Übereinstimmung eurer Profile: ${(comparison.correlation as number).toFixed(2).replace('.', ',')}`,
    );
    expect(screen.getByTestId('values-band')).toHaveTextContent(
      'Eure Werteprofile laufen in entgegengesetzte Richtungen.',
    );
    const poles = within(screen.getByTestId('values-opposite-poles')).getAllByRole('listitem');
    expect(poles[0]).toHaveTextContent('Selbstbestimmung: deinem Gegenüber deutlich wichtiger, dir deutlich weniger');
    expect(poles.map((li) => li.textContent)).toHaveLength(comparison.oppositePoles.length);
    // No second invitation from the invited person.
    expect(screen.queryByTestId('values-invite')).not.toBeInTheDocument();
  });

  it('the inviter sees the comparison once the partner has answered (refresh)', async () => {
    await act(() => setLanguage('en'));
    let partnerAnswered = false;
    functions.invoke.mockImplementation(async (name: string) =>
      name === 'shared-results/tok-a'
        ? created(
            resultA,
            'tok-a',
            partnerAnswered ? { partner: { type: 'values', created_at: '2025-01-02T00:00:00Z', result: resultB } } : {},
          )
        : { data: null, error: null },
    );
    const user = await renderAt('/checklisten/werte-radar?result=tok-a');
    expect(await screen.findByTestId('values-result')).toBeInTheDocument();
    expect(screen.queryByTestId('values-comparison')).not.toBeInTheDocument();
    expect(screen.getByTestId('values-invite-link')).toHaveValue(
      `${window.location.origin}/checklisten/werte-radar?invite=tok-a`,
    );
    partnerAnswered = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('values-comparison')).toHaveTextContent('Your comparison');
    expect(screen.getAllByTestId(/^radar-profile-/)).toHaveLength(2);
    expect(within(screen.getByTestId('values-opposite-poles')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Self-direction: clearly more important to you, clearly less to your co-founder',
    );
  });

  it('the inviter’s page asks again every 20 seconds while the partner has not answered, then stops', async () => {
    let partnerAnswered = false;
    functions.invoke.mockImplementation((name: string) =>
      Promise.resolve(
        name === 'shared-results/tok-a'
          ? created(
              resultA,
              'tok-a',
              partnerAnswered
                ? { partner: { type: 'values', created_at: '2025-01-02T00:00:00Z', result: resultB } }
                : {},
            )
          : { data: null, error: null },
      ),
    );
    // The page's running 20-second timers (started and not yet stopped).
    const polls = new Map<unknown, () => void>();
    const realSet = window.setInterval.bind(window);
    const realClear = window.clearInterval.bind(window);
    const setSpy = jest.spyOn(window, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
      const id = realSet(handler, ms);
      if (ms === partnerPollMs) polls.set(id, handler);
      return id;
    }) as typeof window.setInterval);
    const clearSpy = jest.spyOn(window, 'clearInterval').mockImplementation((id) => {
      polls.delete(id);
      realClear(id);
    });
    await renderAt('/checklisten/werte-radar?result=tok-a');
    expect(await screen.findByTestId('values-result')).toBeInTheDocument();
    await waitFor(() => expect(polls.size).toBe(1));
    const [poll] = [...polls.values()];

    partnerAnswered = true;
    await act(async () => {
      poll!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByTestId('values-comparison')).toBeInTheDocument();
    expect(functions.invoke.mock.calls.filter(([name]) => name === 'shared-results/tok-a')).toHaveLength(2);
    // With the partner's answers there is nothing left to wait for.
    await waitFor(() => expect(polls.size).toBe(0));
    setSpy.mockRestore();
    clearSpy.mockRestore();
  });

  it('a result link that does not exist is explained', async () => {
    functions.invoke.mockResolvedValue({ data: null, error: functionsHttpError(404, { code: 'not_found' }) });
    await renderAt('/checklisten/werte-radar?result=nope');
    expect(await screen.findByTestId('values-load-error')).toHaveTextContent('Dieses Ergebnis gibt es nicht.');
  });
});
