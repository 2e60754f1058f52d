import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '@cc/shared-ui';
import { TextField } from '@cc/shared-ui/forms';
import { useFieldLimit } from './field-limit';
import { setLanguage } from './i18n';

function Name({ max, initial }: { max: number; initial: string }) {
  const limitOf = useFieldLimit();
  const [value, setValue] = useState(initial);
  return (
    <TextField label="Name" limit={limitOf(max)} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

const show = (max: number, initial: string) =>
  render(
    <ThemeRoot>
      <Name max={max} initial={initial} />
    </ThemeRoot>,
  );

describe('useFieldLimit', () => {
  afterEach(() => act(() => setLanguage('de')));

  it('words the counter and the over-limit message in German, numbers as German writes them', () => {
    show(2000, 'x'.repeat(1700));
    const field = screen.getByLabelText('Name');
    expect(field).toHaveAccessibleDescription('1.700 von 2.000 Zeichen');
    expect(field).not.toHaveAttribute('aria-invalid');

    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    expect(field).toHaveValue('x'.repeat(2001)); // nothing cut
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2.001 von 2.000 Zeichen: Das ist zu lang. Bitte kürze den Text.',
    );
  });

  it('follows the page into English', async () => {
    show(10, 'abcdefghijk');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '11 of 10 characters: that is too long. Please shorten the text.',
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'abcdefghi' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('9 of 10 characters');
  });

  it('shows nothing below its share of the limit', () => {
    show(10, 'abc');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });
});
