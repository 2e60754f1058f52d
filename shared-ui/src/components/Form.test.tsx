import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../ThemeRoot';
import { Alert } from './Alert';
import { TextField, focusFirstError, type FieldLimit } from './Form';
import { Tabs } from './Tabs';

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(
      <ThemeRoot>
        <TextField label="Passwort" hint="Mindestens 8 Zeichen" error="Zu kurz" defaultValue="abc" />
      </ThemeRoot>,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mindestens 8 Zeichen Zu kurz');
    expect(screen.getByRole('alert')).toHaveTextContent('Zu kurz');
  });

  it('can be marked invalid without a text, and is valid by default', () => {
    render(
      <ThemeRoot>
        <TextField label="A" invalid />
        <TextField label="B" />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('A')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('B')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TextField with a limit', () => {
  const limit: FieldLimit = {
    max: 10,
    locale: 'de',
    counter: (count, max) => `${count} von ${max}`,
    tooLong: (count, max) => `${count} von ${max}: zu lang`,
  };
  function Region({ initial = '' }: { initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <ThemeRoot>
        <TextField label="Region" limit={limit} value={value} onChange={(event) => setValue(event.target.value)} />
      </ThemeRoot>
    );
  }
  /** The elements scrolled into view (jsdom has no layout and no scrollIntoView: the calls are what can be seen). */
  let scrolled: { element: Element; options: unknown }[];
  beforeEach(() => {
    scrolled = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options?: unknown) {
        scrolled.push({ element: this, options });
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  const counter = () => document.getElementById(`${screen.getByLabelText('Region').id}-counter`);

  it('brings the counter into view as it appears and as it turns into the message, for the one typing', () => {
    render(<Region />);
    const field = screen.getByLabelText('Region');
    field.focus();
    fireEvent.change(field, { target: { value: 'abcdefg' } });
    expect(scrolled).toEqual([]);
    fireEvent.change(field, { target: { value: 'abcdefgh' } });
    expect(counter()).toHaveTextContent('8 von 10');
    expect(scrolled).toEqual([{ element: counter(), options: { block: 'nearest' } }]);
    // Typing on under the limit leaves the page where the person put it.
    fireEvent.change(field, { target: { value: 'abcdefghi' } });
    expect(scrolled).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'abcdefghijk' } });
    expect(screen.getByRole('alert')).toHaveTextContent('11 von 10: zu lang');
    expect(scrolled).toHaveLength(2);
    expect(scrolled[1]!.element).toBe(counter());
  });

  it('does not move a page that opens with a long text, nor one whose focus is elsewhere', () => {
    render(<Region initial="abcdefghijk" />);
    expect(screen.getByRole('alert')).toHaveTextContent('11 von 10: zu lang');
    const field = screen.getByLabelText('Region');
    fireEvent.change(field, { target: { value: 'abcdefghi' } });
    expect(counter()).toHaveTextContent('9 von 10');
    expect(scrolled).toEqual([]);
  });
});

describe('Alert', () => {
  it('announces errors as alerts and everything else as status', () => {
    render(
      <ThemeRoot>
        <Alert tone="error">Fehler</Alert>
        <Alert tone="success">Gespeichert</Alert>
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler');
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  });
});

describe('Tabs', () => {
  function Example() {
    const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
    return (
      <ThemeRoot>
        <Tabs
          label="Views"
          items={[
            { id: 'a', label: 'One' },
            { id: 'b', label: 'Two' },
            { id: 'c', label: 'Three' },
          ]}
          value={value}
          onChange={setValue}
        >
          <p>panel {value}</p>
        </Tabs>
      </ThemeRoot>
    );
  }

  it('follows the tabs pattern: one tab stop, arrows/Home/End select, the panel is labelled by its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const [one, two, three] = screen.getAllByRole('tab');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(two).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('panel a');
    one!.focus();
    fireEvent.keyDown(one!, { key: 'ArrowLeft' });
    expect(three).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('panel c');
    fireEvent.keyDown(three!, { key: 'Home' });
    expect(one).toHaveFocus();
    fireEvent.click(two!);
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });
});

describe('focusFirstError', () => {
  it("focuses the first field of the form's order that has an error, after the render", async () => {
    render(
      <ThemeRoot>
        <TextField id="f-name" label="Name" />
        <TextField id="f-mail" label="E-Mail" error="Ungültig" />
        <TextField id="f-city" label="Ort" error="Fehlt" />
      </ThemeRoot>,
    );
    const order = ['name', 'mail', 'city'] as const;
    const idOf = (field: (typeof order)[number]) => `f-${field}`;
    // In the form's order, not the errors' order.
    expect(focusFirstError(order, { city: 'Fehlt', mail: 'Ungültig' }, idOf)).toBe('mail');
    expect(screen.getByLabelText('E-Mail')).not.toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('E-Mail')).toHaveFocus());
    // No error: nothing to focus, and focus stays where it is.
    expect(focusFirstError(order, { name: undefined }, idOf)).toBeUndefined();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByLabelText('E-Mail')).toHaveFocus();
  });
});
