import { act, screen } from '@testing-library/react';
import { setLanguage } from '@cc/shared-i18n';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import AdvisorChat from '../../exposed/AdvisorChat';
import PublicChat from '../../exposed/PublicChat';

describe('chat pages (until the advisor lands)', () => {
  afterEach(() => act(() => setLanguage('de')));

  it('the public chat names itself, says it is an AI and links onward', () => {
    renderWithProviders(<PublicChat />);
    expect(screen.getByRole('heading', { level: 1, name: 'Konfliktberater' })).toBeInTheDocument();
    expect(screen.getByText(/ist eine KI/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
  });

  it('the premium advisor in English', async () => {
    await act(() => setLanguage('en'));
    renderWithProviders(<AdvisorChat />);
    expect(screen.getByRole('heading', { level: 1, name: 'Premium advisor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the conflict advisor' })).toHaveAttribute('href', '/chat');
  });
});
