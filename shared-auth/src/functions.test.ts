import { listAssessmentsResponse } from '@cc/shared-contract';
import { FunctionError, callFunction, invokeFunction, isRetryableError } from './functions';
import { createFakeSupabase, functionsHttpError } from './testing/fake-supabase';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

describe('invokeFunction', () => {
  beforeEach(() => {
    mockSupabase.reset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('hands on the answer as the schema parsed it', async () => {
    invoke.mockResolvedValueOnce({ data: { results: [], extra: 1 }, error: null });
    await expect(invokeFunction('assessments', listAssessmentsResponse)).resolves.toEqual({
      data: { results: [] },
      error: null,
    });
  });

  it('an answer that breaks the contract is invalid_response, never passed on', async () => {
    invoke.mockResolvedValueOnce({ data: { results: 'nope' }, error: null });
    const { data, error } = await invokeFunction('assessments', listAssessmentsResponse);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'invalid_response', status: null });
  });

  it("reads the api's code, status and details", async () => {
    invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(400, { code: 'missing_answers', message: 'x', details: { missing: ['c1'] } }),
    });
    const { error } = await invokeFunction('assessments', listAssessmentsResponse);
    expect(error).toMatchObject({ code: 'missing_answers', status: 400, details: { missing: ['c1'] } });
  });

  it('a code the contract does not know is unknown; a bare 429 is the rate limit', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(400, { code: 'made_up' }) });
    expect((await invokeFunction('x', listAssessmentsResponse)).error?.code).toBe('unknown');
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(429, {}) });
    expect((await invokeFunction('x', listAssessmentsResponse)).error?.code).toBe('over_request_rate_limit');
  });

  it('callFunction throws a FunctionError; only network and 5xx failures are worth retrying', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(404, { code: 'not_found', message: 'x' }) });
    const refused = await callFunction('x', listAssessmentsResponse).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FunctionError);
    expect(isRetryableError(refused)).toBe(false);
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(503, { code: 'unexpected_failure' }) });
    expect(isRetryableError(await callFunction('x', listAssessmentsResponse).catch((e: unknown) => e))).toBe(true);
    invoke.mockResolvedValueOnce({
      data: null,
      error: Object.assign(new Error('offline'), { name: 'FunctionsFetchError' }),
    });
    expect(isRetryableError(await callFunction('x', listAssessmentsResponse).catch((e: unknown) => e))).toBe(true);
    expect(isRetryableError(new Error('a bug'))).toBe(false);
  });
});
