import { act, renderHook, waitFor } from '@testing-library/react';
import { writeGuest } from './guest';
import { notifyIdentityChange } from './identity';
import { useRealtimeChanges, type RealtimeChangesOptions } from './realtime';
import { createFakeSupabase, fakeSession } from './testing/fake-supabase';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const caseId = '00000000-0000-4000-8000-00000000c0de';

function subscribe(options: Partial<RealtimeChangesOptions<Record<string, unknown>>> = {}) {
  const onChange = jest.fn();
  const onResubscribe = jest.fn();
  const hook = renderHook(
    (props: Partial<RealtimeChangesOptions<Record<string, unknown>>>) =>
      useRealtimeChanges({ table: 'case_messages', onChange, onResubscribe, ...props }),
    { initialProps: options },
  );
  return { ...hook, onChange, onResubscribe };
}

describe('useRealtimeChanges', () => {
  beforeEach(() => {
    mockSupabase.reset();
    localStorage.clear();
  });

  it("subscribes to the table's postgres_changes in schema app and hands on the matching changes", async () => {
    mockSupabase.setSession(fakeSession());
    const { result, onChange } = subscribe({ filter: `request_id=eq.${caseId}` });
    expect(result.current.status).toBe('connecting');
    await waitFor(() => expect(result.current.status).toBe('subscribed'));

    const [channel] = mockSupabase.channels;
    expect(channel!.bindings[0]).toMatchObject({
      type: 'postgres_changes',
      filter: { event: '*', schema: 'app', table: 'case_messages', filter: `request_id=eq.${caseId}` },
    });
    // The session's current token (supabase-js then refreshes it on every channel).
    expect(mockSupabase.client.realtime.setAuth).toHaveBeenLastCalledWith(fakeSession().access_token);

    act(() => mockSupabase.emitChange('case_messages', { eventType: 'INSERT', new: { id: 'm1', request_id: caseId } }));
    act(() =>
      mockSupabase.emitChange('case_messages', { eventType: 'INSERT', new: { id: 'm2', request_id: 'other' } }),
    );
    act(() => mockSupabase.emitChange('case_events', { eventType: 'INSERT', new: { id: 'e1', request_id: caseId } }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: 'INSERT', table: 'case_messages', new: { id: 'm1', request_id: caseId } }),
    );
  });

  it('a guest subscribes with the guest token; without a session or guest the anon key is restored', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gast' }, Date.now(), { token: 'guest-token', expiresAt: null });
    const first = subscribe();
    await waitFor(() => expect(first.result.current.status).toBe('subscribed'));
    expect(mockSupabase.client.realtime.setAuth).toHaveBeenLastCalledWith('guest-token');
    first.unmount();

    localStorage.clear();
    const second = subscribe();
    await waitFor(() => expect(second.result.current.status).toBe('subscribed'));
    expect(mockSupabase.client.realtime.setAuth).toHaveBeenLastCalledWith(null);
  });

  it('unsubscribes on unmount and when the filter changes; every subscription has its own channel', async () => {
    mockSupabase.setSession(fakeSession());
    const { result, rerender, unmount, onChange } = subscribe({ filter: 'request_id=eq.a' });
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
    const other = subscribe({ filter: 'request_id=eq.a' });
    await waitFor(() => expect(other.result.current.status).toBe('subscribed'));
    expect(mockSupabase.channels[0]!.name).not.toBe(mockSupabase.channels[1]!.name);

    rerender({ filter: 'request_id=eq.b' });
    await waitFor(() => expect(mockSupabase.channels).toHaveLength(3));
    expect(mockSupabase.channels[0]!.removed).toBe(true);
    act(() => mockSupabase.emitChange('case_messages', { eventType: 'INSERT', new: { id: 'm', request_id: 'a' } }));
    expect(onChange).not.toHaveBeenCalled();
    expect(other.onChange).toHaveBeenCalledTimes(1);

    unmount();
    expect(mockSupabase.channels[2]!.removed).toBe(true);
    expect(mockSupabase.client.removeChannel).toHaveBeenCalledTimes(2);
  });

  it('passes the aal2 token of a verified second factor on to realtime (supabase-js does not)', async () => {
    mockSupabase.setSession(fakeSession('expert@example.com', { aal: 'aal1' }));
    const { result } = subscribe();
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
    const aal2 = fakeSession('expert@example.com', { aal: 'aal2' });
    act(() => mockSupabase.emit('MFA_CHALLENGE_VERIFIED', aal2));
    expect(mockSupabase.client.realtime.setAuth).toHaveBeenLastCalledWith(aal2.access_token);
  });

  it('does not subscribe while disabled', async () => {
    const { result, rerender } = subscribe({ enabled: false });
    expect(result.current.status).toBe('idle');
    await act(() => Promise.resolve());
    expect(mockSupabase.client.channel).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
  });

  it('calls onResubscribe when the channel is joined again after a lost connection', async () => {
    const { result, onResubscribe } = subscribe();
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
    expect(onResubscribe).not.toHaveBeenCalled();
    const [channel] = mockSupabase.channels;
    act(() => channel!.status('CHANNEL_ERROR', new Error('socket closed: 1006')));
    expect(result.current).toEqual({
      status: 'error',
      error: { code: 'channel_error', message: 'socket closed: 1006' },
    });
    act(() => channel!.status('SUBSCRIBED'));
    expect(result.current.status).toBe('subscribed');
    expect(onResubscribe).toHaveBeenCalledTimes(1);
  });

  it("reports the server's invalid-JWT error when it ends the channel (expired token) as bad_jwt", async () => {
    const { result } = subscribe();
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
    const [channel] = mockSupabase.channels;
    act(() => {
      channel!.emit('system', {
        extension: 'system',
        status: 'error',
        message: 'InvalidJWTToken: Token has expired 3 seconds ago',
      });
      channel!.status('CLOSED');
    });
    expect(result.current).toEqual({
      status: 'error',
      error: { code: 'bad_jwt', message: 'InvalidJWTToken: Token has expired 3 seconds ago' },
    });
  });

  it('a refused join is an error; a join without answer times out', async () => {
    mockSupabase.autoSubscribe = false;
    const refused = subscribe();
    await waitFor(() => expect(mockSupabase.channels).toHaveLength(1));
    act(() =>
      mockSupabase.channels[0]!.status('CHANNEL_ERROR', new Error('Unauthorized: You do not have permissions')),
    );
    expect(refused.result.current.error).toEqual({
      code: 'channel_error',
      message: 'Unauthorized: You do not have permissions',
    });
    const silent = subscribe();
    await waitFor(() => expect(mockSupabase.channels).toHaveLength(2));
    act(() => mockSupabase.channels[1]!.status('TIMED_OUT'));
    expect(silent.result.current.error?.code).toBe('timed_out');
  });

  it('subscribes again when another person uses the page', async () => {
    const { result } = subscribe();
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
    act(() => notifyIdentityChange('user:b', 'anonymous'));
    await waitFor(() => expect(mockSupabase.channels).toHaveLength(2));
    expect(mockSupabase.channels[0]!.removed).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('subscribed'));
  });
});
