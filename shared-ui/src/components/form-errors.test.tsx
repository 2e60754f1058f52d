import { render, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot';
import { TextField } from './Form';
import { schemaFieldErrors, serverFieldErrors, useFormErrors, type FieldErrors } from './useFormErrors';

const order = ['name', 'email', 'city'] as const;
type Field = (typeof order)[number];

/** A form on the hook: its own check, then a request that may refuse fields as the api does. */
function Form({ request }: { request: (values: Record<Field, string>) => Promise<void> }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', city: '' });
  const [formMessage, setFormMessage] = useState('');
  const form = useFormErrors<Field>(order);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormMessage('');
    const next: FieldErrors<Field, string> = {};
    // Filled in last to first: the focus must still follow the form's order.
    if (!values.city) next.city = 'Ort fehlt';
    if (values.name.length > 5) next.name = 'Name zu lang';
    if (!values.email.includes('@')) next.email = 'E-Mail ungültig';
    if (form.show(next)) return;
    try {
      await request(values);
    } catch (error) {
      const focused = form.showServer(error, (refused) =>
        (order as readonly string[]).includes(refused.field)
          ? [refused.field as Field, `api: ${refused.reason}`]
          : undefined,
      );
      if (!focused) setFormMessage('Fehler');
    }
  };
  const field = (name: Field, label: string) => (
    <TextField
      id={form.idOf(name)}
      label={label}
      value={values[name]}
      error={form.errorOf(name)}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        form.clear(name);
      }}
    />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {field('name', 'Name')}
      {field('email', 'E-Mail')}
      {field('city', 'Ort')}
      {formMessage && <p role="alert">{formMessage}</p>}
      <button type="submit">Senden</button>
    </form>
  );
}

const renderForm = (request: jest.Mock<Promise<void>> = jest.fn(() => Promise.resolve())) => {
  render(
    <ThemeRoot>
      <Form request={request} />
    </ThemeRoot>,
  );
  return request;
};

describe('useFormErrors', () => {
  it('shows every error at its field and focuses the first in field order, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const request = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Augusta Ada');
    await user.type(screen.getByLabelText('E-Mail'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name zu lang');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('E-Mail ungültig');
    expect(screen.getByLabelText('Ort')).toHaveAccessibleDescription('Ort fehlt');
    expect(screen.getByLabelText('Name')).toHaveValue('Augusta Ada');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada');
    expect(request).not.toHaveBeenCalled();

    // Changing a field drops its error only; the next submit focuses the first still invalid.
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByLabelText('E-Mail')).toHaveFocus());
  });

  it("maps the api's refused fields to their fields, and says any other failure at the form", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = Object.assign(new Error('refused'), {
      code: 'validation_failed',
      details: {
        fields: [
          { field: 'city', reason: 'too_long', max: 80 },
          { field: 'unknown', reason: 'x' },
        ],
      },
    });
    const request = renderForm(
      jest.fn<Promise<void>, []>().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new Error('offline')),
    );
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Ort'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByLabelText('Ort')).toHaveFocus());
    expect(screen.getByLabelText('Ort')).toHaveAccessibleDescription('api: too_long');
    expect(screen.queryByRole('alert', { name: 'Fehler' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ort')).toHaveValue('Berlin');

    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('serverFieldErrors', () => {
  it('reads details.fields and nothing else', () => {
    expect(
      serverFieldErrors({ details: { fields: [{ field: 'a', reason: 'required' }, { field: 1 }, null] } }),
    ).toEqual([{ field: 'a', reason: 'required' }]);
    expect(serverFieldErrors({ details: {} })).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
    expect(serverFieldErrors(null)).toEqual([]);
  });
});

describe('schemaFieldErrors', () => {
  it("keeps a zod result's first issue per field of the form, in the form's words", () => {
    const issues = [
      { path: ['email'], code: 'invalid_format', message: 'Invalid email' },
      { path: ['email'], code: 'too_big', message: 'Too big', maximum: 320 },
      { path: ['name'], code: 'too_small', message: 'Too small', minimum: 1 },
      { path: ['other'], code: 'custom', message: 'Not a field of the form' },
    ];
    expect(schemaFieldErrors(issues, order, (issue, field) => `${field}:${issue.code}`)).toEqual({
      email: 'email:invalid_format',
      name: 'name:too_small',
    });
  });
});
