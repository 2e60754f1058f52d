import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { valueItems, type Answers } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { Questionnaire } from './Questionnaire';
import './texts';

/** The questionnaire with its answers held as the page holds them; `onSubmit` is the page's. */
function renderQuestionnaire(initial: Answers = {}) {
  const onSubmit = jest.fn();
  function Host() {
    const [answers, setAnswers] = useState<Answers>(initial);
    return (
      <Questionnaire
        answers={answers}
        onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
        onSubmit={onSubmit}
        submitting={false}
      />
    );
  }
  renderWithProviders(<Host />);
  return { user: setupUser(), onSubmit };
}

const item = (index: number) => screen.getByTestId(`values-item-${valueItems[index]!.id}`);
/** Every item answered but those at `open`. */
const allBut = (...open: number[]) =>
  Object.fromEntries(valueItems.filter((_, i) => !open.includes(i)).map((entry) => [entry.id, 4]));

describe('values questionnaire (the shared form piece)', () => {
  beforeEach(async () => {
    await act(() => setLanguage('de'));
  });

  it('on submit marks each open item, focuses the first one’s first choice and keeps what was chosen', async () => {
    const { user, onSubmit } = renderQuestionnaire(allBut(3, 11));
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('values-missing')).toHaveTextContent('Es fehlen noch 2 Antworten.');
    const first = within(item(3)).getAllByRole('radio')[0]!;
    await waitFor(() => expect(first).toHaveFocus());
    // The message is read with the choice that has the focus.
    expect(first).toHaveAccessibleDescription('Bitte wähle eine Antwort.');
    expect(within(item(11)).getByText('Bitte wähle eine Antwort.')).toBeInTheDocument();
    expect(within(item(0)).queryByText('Bitte wähle eine Antwort.')).toBeNull();
    // The answers given stay chosen.
    expect(within(item(0)).getAllByRole('radio')[3]).toBeChecked();
  });

  it('answering an open item takes its message away; by keyboard, then the form goes out', async () => {
    const { user, onSubmit } = renderQuestionnaire(allBut(3, 11));
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    const first = within(item(3)).getAllByRole('radio')[0]!;
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(within(item(3)).queryByText('Bitte wähle eine Antwort.')).toBeNull();
    expect(screen.getByTestId('values-missing')).toHaveTextContent('Es fehlt noch eine Antwort.');

    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    await waitFor(() => expect(within(item(11)).getAllByRole('radio')[0]).toHaveFocus());
    await user.click(within(item(11)).getAllByRole('radio')[5]!);
    expect(screen.queryByTestId('values-missing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Werteprofil auswerten' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it in English', async () => {
    await act(() => setLanguage('en'));
    const { user } = renderQuestionnaire(allBut(0));
    await user.click(screen.getByRole('button', { name: 'Score my values profile' }));
    expect(screen.getByTestId('values-missing')).toHaveTextContent('One answer is still missing.');
    expect(within(item(0)).getByText('Please choose an answer.')).toBeInTheDocument();
  });
});
