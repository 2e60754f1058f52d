import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@cc/shared-i18n';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import { appointment } from '../../testing/cases';
import '../../i18n';
import { AppointmentCard } from './AppointmentCard';

const now = new Date('2026-11-24T12:00:00.000Z');

describe('AppointmentCard', () => {
  beforeEach(() => act(() => setLanguage('de')));

  it('shows date and time in the viewer’s zone and language, the duration and the online link', () => {
    renderWithProviders(<AppointmentCard appointment={appointment()} timeZone="Europe/Berlin" now={now} />);
    const card = screen.getByTestId('appointment-card');
    expect(card).toHaveTextContent('Dienstag, 1. Dezember 2026, 10:00–11:00');
    expect(card).toHaveTextContent('60 Minuten · Online · Zeitzone: Mitteleuropäische Normalzeit');
    const link = within(card).getByRole('link', { name: /^Zum Online-Termin am Dienstag, 1. Dezember 2026/ });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/ks-42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('in English and another zone; an address for a meeting in person, with the note', async () => {
    await act(() => setLanguage('en'));
    renderWithProviders(
      <AppointmentCard
        appointment={appointment({
          kind: 'in_person',
          location: 'Hauptstraße 1, 10115 Berlin',
          note: 'Zweiter Stock',
          duration_minutes: 90,
        })}
        timeZone="America/New_York"
        now={now}
      />,
    );
    const card = screen.getByTestId('appointment-card');
    expect(card).toHaveTextContent('Tuesday, December 1, 2026, 4:00 AM–5:30 AM');
    expect(card).toHaveTextContent('90 minutes · In person · Time zone: Eastern Standard Time');
    expect(card).toHaveTextContent('AddressHauptstraße 1, 10115 Berlin');
    expect(card).toHaveTextContent('NoteZweiter Stock');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks a cancelled appointment (no link to join) and a past one', () => {
    renderWithProviders(
      <>
        <AppointmentCard appointment={appointment({ status: 'cancelled' })} timeZone="Europe/Berlin" now={now} />
        <AppointmentCard
          appointment={appointment({ starts_at: '2026-11-20T09:00:00.000Z' })}
          timeZone="Europe/Berlin"
          now={now}
        />
      </>,
    );
    const [cancelled, past] = screen.getAllByTestId('appointment-card');
    expect(cancelled).toHaveTextContent('Abgesagt');
    expect(within(cancelled!).queryByRole('link')).not.toBeInTheDocument();
    expect(past).toHaveTextContent('Vorbei');
  });

  it('shows an online location that is no https link as text only', () => {
    renderWithProviders(
      <AppointmentCard
        appointment={appointment({ location: 'javascript:alert(1)' })}
        timeZone="Europe/Berlin"
        now={now}
      />,
    );
    expect(within(screen.getByTestId('appointment-card')).queryByRole('link')).not.toBeInTheDocument();
  });
});
