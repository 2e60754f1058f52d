import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { setLanguage } from '@cc/shared-i18n';
import { ThemeRoot } from '@cc/shared-ui';
import { RequestNotSentError } from './auth-request';
import { checkCredentials, FormErrorAlert, FormFailure, formError, useFormSubmit } from './form-errors';
import { setupUser } from '@cc/shared-build/test-utils';

interface Props {
  request: () => Promise<string>;
  onSuccess?: (result: string) => void;
}

/** A sign-in-like form on the hook: two fields, the credentials check, the alert and the result. */
function Form({ request, onSuccess }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, result, fieldError } = useFormSubmit({
    fields: { email: emailRef, password: passwordRef },
    validate: () => checkCredentials(email, password),
    request,
    onSuccess,
  });
  return (
    <form onSubmit={submit} noValidate>
      <input
        aria-label="email"
        ref={emailRef}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={fieldError('email').invalid}
      />
      {fieldError('email').error && <p>{fieldError('email').error}</p>}
      <input
        aria-label="password"
        ref={passwordRef}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={fieldError('password').invalid}
      />
      {fieldError('password').error && <p>{fieldError('password').error}</p>}
      <FormErrorAlert error={error} />
      {result && <p data-testid="result">{result.value}</p>}
      <button type="submit" aria-disabled={pending}>
        go
      </button>
    </form>
  );
}

const renderForm = (ui: ReactElement) => render(ui, { wrapper: ThemeRoot });

async function fill(user: UserEvent, email = 'ada@example.com', password = 'secret-123') {
  if (email) await user.type(screen.getByLabelText('email'), email);
  if (password) await user.type(screen.getByLabelText('password'), password);
}

describe('useFormSubmit', () => {
  beforeEach(async () => {
    await act(() => setLanguage('de'));
  });

  it('checks first: names the missing fields, focuses the first, sends nothing', async () => {
    const request = jest.fn(() => Promise.resolve('ok'));
    const user = setupUser();
    renderForm(<Form request={request} />);
    await fill(user, '', 'secret-123');
    await user.click(screen.getByRole('button', { name: 'go' }));
    // At the field, not in the form's alert.
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveFocus());
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('maps a provider error to its field and focuses it', async () => {
    const request = jest.fn(() =>
      Promise.reject(Object.assign(new Error('taken'), { name: 'AuthApiError', code: 'email_exists', status: 422 })),
    );
    const user = setupUser();
    renderForm(<Form request={request} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByLabelText('email')).toHaveFocus());
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
    // The message belongs to the field, not to the form's alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a request that never left is a network failure; an answered failure without a kind stays "unknown"', async () => {
    const request = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new RequestNotSentError(new Error('chunk failed')))
      .mockRejectedValueOnce(Object.assign(new Error('boom'), { name: 'AuthApiError', status: 500 }));
    const user = setupUser();
    renderForm(<Form request={request} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server.');
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Fehler ist aufgetreten.');
  });

  it('shows a thrown form error as it is', async () => {
    const request = jest.fn(() => Promise.reject(new FormFailure(formError('first_name_required', 'form'))));
    const user = setupUser();
    renderForm(<Form request={request} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vorname');
  });

  it('runs one request at a time, then keeps the answer and calls back', async () => {
    let resolve: (value: string) => void = () => undefined;
    const request = jest.fn(() => new Promise<string>((done) => (resolve = done)));
    const onSuccess = jest.fn();
    const user = setupUser();
    renderForm(<Form request={request} onSuccess={onSuccess} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('button', { name: 'go' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => {
      resolve('sent');
      await Promise.resolve();
    });
    expect(screen.getByTestId('result')).toHaveTextContent('sent');
    expect(onSuccess).toHaveBeenCalledWith('sent');
    expect(screen.getByRole('button', { name: 'go' })).toHaveAttribute('aria-disabled', 'false');
  });
});
