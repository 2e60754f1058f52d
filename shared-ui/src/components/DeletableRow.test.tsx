import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeRoot } from '../ThemeRoot';
import { axeViolations } from '../testing/axe';
import { DeletableRow } from './DeletableRow';

/** Two entries; the list keeps which one is being confirmed, as the remotes' lists do. */
function List({ onDelete, layout }: { onDelete: (name: string) => void; layout?: 'split' | 'stacked' }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <ThemeRoot>
      <ul>
        {['Gespräch A', 'Gespräch B'].map((name) => (
          <DeletableRow
            key={name}
            data-testid={`row-${name}`}
            layout={layout}
            actions={<button type="button">Öffnen</button>}
            deleteLabel="Löschen"
            deleteAriaLabel={`${name} löschen`}
            confirming={confirming === name}
            onDeleteRequest={() => setConfirming(name)}
            question={<p>Wirklich löschen?</p>}
            confirm={{
              'data-testid': 'row-confirm',
              confirmLabel: 'Ja, löschen',
              cancelLabel: 'Abbrechen',
              onConfirm: () => {
                onDelete(name);
                setConfirming(null);
              },
              onCancel: () => setConfirming(null),
            }}
          >
            <p>{name}</p>
          </DeletableRow>
        ))}
      </ul>
    </ThemeRoot>
  );
}

describe('DeletableRow', () => {
  it.each(['split', 'stacked'] as const)(
    '%s: asks before it deletes, one row at a time, and gives focus back on cancel',
    async (layout) => {
      const user = userEvent.setup();
      const onDelete = jest.fn();
      const { container } = render(<List onDelete={onDelete} layout={layout} />);
      const rowA = screen.getByTestId('row-Gespräch A');
      expect(rowA.tagName).toBe('LI');
      // The entry's text comes first, then its own actions and the delete button named after it.
      expect(rowA).toHaveTextContent(/^Gespräch AÖffnenLöschen$/);
      expect(screen.queryByTestId('row-confirm')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Gespräch A löschen' }));
      const panel = within(rowA).getByTestId('row-confirm');
      expect(panel).toHaveTextContent('Wirklich löschen?');
      expect(within(rowA).getByRole('button', { name: 'Ja, löschen' })).toHaveFocus();
      expect(await axeViolations(container)).toEqual([]);

      // Another row's delete closes the first confirmation.
      await user.click(screen.getByRole('button', { name: 'Gespräch B löschen' }));
      expect(screen.getAllByTestId('row-confirm')).toHaveLength(1);
      expect(within(screen.getByTestId('row-Gespräch B')).getByTestId('row-confirm')).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(screen.queryByTestId('row-confirm')).toBeNull();
      expect(screen.getByRole('button', { name: 'Gespräch B löschen' })).toHaveFocus();
      expect(onDelete).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Gespräch A löschen' }));
      await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
      expect(onDelete).toHaveBeenCalledWith('Gespräch A');
      expect(screen.queryByTestId('row-confirm')).toBeNull();
    },
  );
});
