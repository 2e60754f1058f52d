import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../ThemeRoot';
import { QueryState, type QueryStateSource } from './QueryState';

const load = (state: Partial<QueryStateSource<string[]>>): QueryStateSource<string[]> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: jest.fn(),
  ...state,
});

const view = (query: QueryStateSource<string[]>) =>
  render(
    <ThemeRoot>
      <QueryState
        query={query}
        loading="Lädt …"
        error={<p>Laden fehlgeschlagen</p>}
        retry="Erneut versuchen"
        isEmpty={(items) => items.length === 0}
        empty={<p>Noch nichts da</p>}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </ThemeRoot>,
  );

describe('QueryState', () => {
  it('announces the wait politely', () => {
    view(load({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Lädt …');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure as an alert whose retry button, reached by keyboard, loads again', async () => {
    const query = load({ isError: true });
    view(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Laden fehlgeschlagen');
    await userEvent.tab();
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for empty data and the content otherwise', () => {
    const { unmount } = view(load({ data: [] }));
    expect(screen.getByText('Noch nichts da')).toBeInTheDocument();
    unmount();
    view(load({ data: ['eins'] }));
    expect(screen.getByRole('listitem')).toHaveTextContent('eins');
    expect(screen.queryByText('Noch nichts da')).toBeNull();
  });
});
