import { caseEndpoints, expertEndpoints, listAssessmentsResponse } from '@cc/shared-contract';
import { FunctionError, isRetryableError } from '@cc/shared-auth';
import { callEndpoint, callFunction, createApiClient, invokeEndpoint, invokeFunction } from './api-client';
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

describe('the typed client', () => {
  beforeEach(() => mockSupabase.reset());

  it('sends the endpoint its method, filled-in path and body, and parses the answer', async () => {
    const message = {
      id: '6f1c7a52-3c1e-4d3f-9a55-1c2b3d4e5f60',
      sender: 'client',
      mine: true,
      body: 'Hallo',
      read_at: null,
      created_at: '2026-01-01T10:00:00.000Z',
    };
    invoke.mockResolvedValueOnce({ data: { ...message, extra: 1 }, error: null });
    const cases = createApiClient(caseEndpoints);
    const sent = await cases.sendCaseMessage({ params: { id: 'a/b c' }, body: { body: 'Hallo' } });
    expect(invoke).toHaveBeenCalledWith('cases/a%2Fb%20c/messages', { method: 'POST', body: { body: 'Hallo' } });
    expect(sent).toEqual(message);
  });

  it('puts the defined query values into the query string and leaves the rest out', async () => {
    invoke.mockResolvedValueOnce({ data: { experts: [], total: 0, page: 2, per_page: 12 }, error: null });
    await callEndpoint(expertEndpoints.listExpertDirectory, {
      query: { page: 2, per_page: 12, focus_area: undefined, region: '' },
    });
    expect(invoke).toHaveBeenCalledWith('expert-directory?page=2&per_page=12', { method: 'GET' });
  });

  it('answers a refusal as the shared error code, thrown or returned', async () => {
    invoke.mockResolvedValue({ data: null, error: functionsHttpError(404, { code: 'not_found', message: 'x' }) });
    await expect(callEndpoint(caseEndpoints.getCase, { params: { id: 'x' } })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    expect((await invokeEndpoint(caseEndpoints.listExpertCases)).error).toMatchObject({ code: 'not_found' });
  });
});
