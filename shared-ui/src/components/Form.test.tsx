import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../ThemeRoot';
import { Alert } from './Alert';
import { TextField } from './Form';
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
