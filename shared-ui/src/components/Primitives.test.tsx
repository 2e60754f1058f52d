import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeRoot } from '../ThemeRoot';
import { ButtonLink } from './Button';
import { ErrorScreen } from './ErrorScreen';
import { FullScreenSpinner } from './Spinner';

const wrap = (ui: React.ReactNode) =>
  render(
    <ThemeRoot>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeRoot>,
  );

describe('primitives', () => {
  it('FullScreenSpinner announces its label politely', () => {
    wrap(<FullScreenSpinner label="Einen Moment bitte..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte...');
  });

  it('ErrorScreen shows title, message, hint and actions as an alert', () => {
    wrap(
      <ErrorScreen
        title="An error has occurred"
        message="There was an error."
        hint="Please reload."
        actions={<button>Retry</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error has occurred');
    expect(alert).toHaveTextContent('Please reload.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error has occurred');
  });

  it('ErrorScreen as a notice is a status, not an alert', () => {
    wrap(<ErrorScreen tone="notice" level={2} title="Updated" message="Please reload." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Please reload.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Updated');
  });

  it('ButtonLink renders router links for `to` and safe external links for `href`', () => {
    wrap(
      <>
        <ButtonLink to="/chat">Chat</ButtonLink>
        <ButtonLink href="https://example.com/book">Book</ButtonLink>
        <ButtonLink href="mailto:a@b.co">Mail</ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    const book = screen.getByRole('link', { name: 'Book' });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail' })).not.toHaveAttribute('target');
  });
});
