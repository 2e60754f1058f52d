import { notifyIdentityChange } from './identity';
import { createQueryClient, queryClient } from './query';
import { FunctionError } from './functions';

describe('the shared query client', () => {
  it("drops the previous person's queries when the identity changes and keeps the new person's", () => {
    queryClient.setQueryData(['assessments', 'list', 'user:a'], ['a']);
    queryClient.setQueryData(['assessments', 'list', 'user:b'], ['b']);
    notifyIdentityChange('user:b', 'user:a');
    expect(queryClient.getQueryData(['assessments', 'list', 'user:a'])).toBeUndefined();
    expect(queryClient.getQueryData(['assessments', 'list', 'user:b'])).toEqual(['b']);
  });

  it('retries lost answers, never refused requests', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    const failure = (status: number | null, code: 'network' | 'not_found' | 'unexpected_failure') =>
      new FunctionError({ code, status, name: 'FunctionsHttpError', message: code });
    expect(retry(0, failure(null, 'network'))).toBe(true);
    expect(retry(0, failure(500, 'unexpected_failure'))).toBe(true);
    expect(retry(2, failure(500, 'unexpected_failure'))).toBe(false);
    expect(retry(0, failure(404, 'not_found'))).toBe(false);
  });
});
