import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeRoot } from '../ThemeRoot';
import { axeViolations } from '../testing/axe';
import { CheckboxGroupField, RadioGroupField, SelectField } from './Form';

const formats = [
  { value: 'online', label: 'Online' },
  { value: 'in_person', label: 'Vor Ort' },
  { value: 'any', label: 'Egal' },
] as const;
type Format = (typeof formats)[number]['value'];

function Radios({ error, initial = null }: { error?: string; initial?: Format | null }) {
  const [value, setValue] = useState<Format | null>(initial);
  return (
    <>
      <RadioGroupField
        legend="Format"
        hint="Wie ihr euch trefft"
        error={error}
        options={formats}
        value={value}
        onChange={setValue}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

function Checkboxes({ error }: { error?: string }) {
  const [value, setValue] = useState<Format[]>([]);
  return (
    <>
      <CheckboxGroupField
        id="formats"
        legend="Formate"
        error={error}
        options={formats}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',') || 'none'}</output>
    </>
  );
}

describe('SelectField', () => {
  it('ties label, hint and error to the select, changes by choice and passes axe', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { container } = render(
      <ThemeRoot>
        <SelectField label="Sprache" hint="Für die Antwort" error="Bitte wählen" defaultValue="" onChange={onChange}>
          <option value="">Keine Angabe</option>
          <option value="de">Deutsch</option>
          <option value="en">English</option>
        </SelectField>
      </ThemeRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Sprache' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Für die Antwort Bitte wählen');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen');
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'en');
    expect(select).toHaveValue('en');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is valid without an error', () => {
    render(
      <ThemeRoot>
        <SelectField label="Sprache">
          <option value="de">Deutsch</option>
        </SelectField>
      </ThemeRoot>,
    );
    expect(screen.getByRole('combobox', { name: 'Sprache' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RadioGroupField', () => {
  it('is a group named by its legend, one tab stop, arrow keys choose, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeRoot>
        <Radios initial="in_person" />
      </ThemeRoot>,
    );
    const group = screen.getByRole('group', { name: 'Format' });
    expect(group).toHaveAccessibleDescription('Wie ihr euch trefft');
    expect(screen.getByRole('radio', { name: 'Vor Ort' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Vor Ort' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Egal' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('any');
    await user.click(screen.getByText('Online'));
    expect(screen.getByRole('status')).toHaveTextContent('online');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links its error to the group and marks it; the id goes to the chosen radio, else the first', () => {
    const { rerender } = render(
      <ThemeRoot>
        <RadioGroupField
          id="format"
          legend="Format"
          error="Wähle ein Format"
          options={formats}
          value={null}
          onChange={() => {}}
        />
      </ThemeRoot>,
    );
    expect(screen.getByRole('group', { name: 'Format' })).toHaveAccessibleDescription('Wähle ein Format');
    expect(screen.getByRole('alert')).toHaveTextContent('Wähle ein Format');
    expect(screen.getByRole('group', { name: 'Format' })).toHaveAttribute('data-invalid', 'true');
    expect(document.getElementById('format')).toBe(screen.getByRole('radio', { name: 'Online' }));
    rerender(
      <ThemeRoot>
        <RadioGroupField id="format" legend="Format" options={formats} value="any" onChange={() => {}} />
      </ThemeRoot>,
    );
    expect(document.getElementById('format')).toBe(screen.getByRole('radio', { name: 'Egal' }));
    expect(screen.getByRole('group', { name: 'Format' })).not.toHaveAttribute('data-invalid');
  });
});

describe('CheckboxGroupField', () => {
  it('toggles with the keyboard, keeps the options order, links its error and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeRoot>
        <Checkboxes error="Wähle mindestens ein Format" />
      </ThemeRoot>,
    );
    const group = screen.getByRole('group', { name: 'Formate' });
    expect(group).toHaveAccessibleDescription('Wähle mindestens ein Format');
    expect(document.getElementById('formats')).toBe(screen.getByRole('checkbox', { name: 'Online' }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Online' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('online');
    // Checked in any order, given in the options' order.
    await user.click(screen.getByText('Egal'));
    await user.click(screen.getByText('Vor Ort'));
    expect(screen.getByRole('status')).toHaveTextContent('online,in_person,any');
    await user.click(screen.getByRole('checkbox', { name: 'Online' }));
    expect(screen.getByRole('status')).toHaveTextContent('in_person,any');
    expect(await axeViolations(container)).toEqual([]);
  });
});
