import {
  appointmentBody,
  appointmentErrorsFromServer,
  localDateTime,
  offsetText,
  toIsoWithOffset,
  validateAppointment,
  valuesFromAppointment,
  type AppointmentValues,
} from './appointment-values';

const valid: AppointmentValues = {
  date: '2030-03-12',
  time: '10:30',
  alternatives: [],
  duration: '60',
  kind: 'online',
  location: 'https://meet.example.com/raum',
  note: '',
};
const now = new Date('2026-11-24T12:00:00Z');

describe('appointment values', () => {
  it('sends the local time as ISO with this browser’s offset: the same instant', () => {
    const iso = toIsoWithOffset('2030-03-12', '10:30');
    expect(iso).toMatch(/^2030-03-12T10:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2030, 2, 12, 10, 30).getTime());
    // Summer time has its own offset where the zone has one.
    const summer = toIsoWithOffset('2030-07-01', '09:00');
    expect(new Date(summer!).getTime()).toBe(new Date(2030, 6, 1, 9, 0).getTime());
  });

  it('writes the zone’s offset as ISO 8601 does', () => {
    expect(offsetText(-60)).toBe('+01:00');
    expect(offsetText(-120)).toBe('+02:00');
    expect(offsetText(0)).toBe('+00:00');
    expect(offsetText(300)).toBe('-05:00');
    expect(offsetText(-330)).toBe('+05:30');
    expect(offsetText(210)).toBe('-03:30');
  });

  it('refuses dates that do not exist', () => {
    expect(toIsoWithOffset('2030-02-31', '10:00')).toBeNull();
    expect(toIsoWithOffset('2030-03-12', '25:00')).toBeNull();
    expect(toIsoWithOffset('', '10:00')).toBeNull();
  });

  it('round-trips a stored appointment into the form', () => {
    const startsAt = new Date(2030, 2, 12, 10, 30).toISOString();
    expect(localDateTime(startsAt)).toEqual({ date: '2030-03-12', time: '10:30' });
    expect(
      valuesFromAppointment(
        { starts_at: startsAt, duration_minutes: 90, kind: 'in_person', location: 'Hafenstr. 1', note: null },
        'online',
      ),
    ).toEqual({
      // The date as the app's language writes it (the form's text field), German by default.
      date: '12.03.2030',
      time: '10:30',
      alternatives: [],
      duration: '90',
      kind: 'in_person',
      location: 'Hafenstr. 1',
      note: '',
    });
    expect(valuesFromAppointment(null, 'in_person')).toMatchObject({ duration: '60', kind: 'in_person', date: '' });
    expect(
      valuesFromAppointment(
        { starts_at: startsAt, duration_minutes: 90, kind: 'online', location: 'https://x.example', note: null },
        'online',
        'en',
      ),
    ).toMatchObject({ date: '03/12/2030', time: '10:30' });
  });

  it('reads the date and time as typed in the app’s language, and says which format it wants', () => {
    const typed = { ...valid, date: '', time: '' };
    const future = new Date(2031, 0, 15, 9, 0);
    const iso = (date: string, time: string, language: string) =>
      appointmentBody({ ...typed, date, time }, language).starts_at;
    expect(iso('15.01.2031', '9:00', 'de')).toBe(iso('2031-01-15', '09:00', 'de'));
    expect(iso('01/15/2031', '9:00 AM', 'en')).toBe(iso('2031-01-15', '09:00', 'en'));
    expect(new Date(iso('15.01.2031', '09:00', 'de')).getTime()).toBe(future.getTime());
    expect(validateAppointment({ ...typed, date: '01/15/2031', time: '09:00' }, now, 'de')).toEqual({
      date: { key: 'appointment.errors.dateFormat' },
    });
    expect(validateAppointment({ ...typed, date: '15.01.2031', time: '25:00' }, now, 'de')).toEqual({
      time: { key: 'appointment.errors.timeFormat' },
    });
    expect(validateAppointment({ ...typed, date: '31.02.2031', time: '09:00' }, now, 'de')).toEqual({
      date: { key: 'appointment.errors.dateFormat' },
    });
  });

  it('checks what the api checks', () => {
    expect(validateAppointment(valid, now)).toEqual({});
    expect(validateAppointment({ ...valid, date: '', time: '' }, now)).toEqual({
      date: { key: 'appointment.errors.dateRequired' },
      time: { key: 'appointment.errors.timeRequired' },
    });
    expect(validateAppointment({ ...valid, date: '2026-11-24', time: '08:00' }, now).date).toEqual({
      key: 'appointment.errors.past',
    });
    expect(validateAppointment({ ...valid, duration: '10' }, now).duration?.values).toEqual({ min: 15, max: 480 });
    expect(validateAppointment({ ...valid, duration: '481' }, now).duration).toBeDefined();
    expect(validateAppointment({ ...valid, duration: '1.5' }, now).duration).toBeDefined();
    expect(validateAppointment({ ...valid, location: 'http://meet.example.com' }, now).location).toEqual({
      key: 'appointment.errors.url',
    });
    expect(validateAppointment({ ...valid, location: 'javascript:alert(1)' }, now).location).toBeDefined();
    for (const location of [
      'https://meet.example.com/a b',
      'HTTPS://meet.example.com/a',
      'https://user:pw@meet.example.com/a',
      'https://[::1]/raum',
    ]) {
      expect(validateAppointment({ ...valid, location }, now).location).toEqual({ key: 'appointment.errors.url' });
    }
    expect(validateAppointment({ ...valid, kind: 'in_person', location: 'Hafenstraße 1, Hamburg' }, now)).toEqual({});
    expect(validateAppointment({ ...valid, kind: 'in_person', location: ' ' }, now).location).toEqual({
      key: 'appointment.errors.locationRequired.in_person',
    });
    expect(validateAppointment({ ...valid, note: 'x'.repeat(1001) }, now).note?.values).toEqual({ max: 1000 });
  });

  it('builds the body and maps the api’s field errors onto the form', () => {
    expect(appointmentBody({ ...valid, location: ' https://meet.example.com/raum ', note: '  ' })).toEqual({
      starts_at: toIsoWithOffset('2030-03-12', '10:30'),
      duration_minutes: 60,
      kind: 'online',
      location: 'https://meet.example.com/raum',
      note: null,
    });
    expect(
      appointmentErrorsFromServer([
        { field: 'starts_at', reason: 'past' },
        { field: 'location', reason: 'too_long', max: 500 },
        { field: 'unknown', reason: 'invalid' },
        { field: 'note', reason: 'invalid' },
      ]),
    ).toEqual({
      date: { key: 'appointment.errors.server.past', values: {} },
      location: { key: 'apiErrors:fieldTooLong', values: { max: 500 } },
      note: { key: 'apiErrors:fieldInvalid', values: {} },
    });
    expect(appointmentErrorsFromServer([{ field: 'location', reason: 'invalid' }])).toEqual({
      location: { key: 'appointment.errors.url' },
    });
  });

  it('offers up to two more times: each complete, ahead and not offered twice; a proposal keeps its others', () => {
    const offered = {
      ...valid,
      alternatives: [
        { date: '13.03.2030', time: '09:00' },
        { date: '', time: '11:00' },
      ],
    };
    expect(validateAppointment(offered, now)).toEqual({
      alternative1: { key: 'appointment.errors.alternativeMissing' },
    });
    const twice = {
      ...valid,
      alternatives: [
        { date: '12.03.2030', time: '10:30' },
        { date: '01.01.2020', time: '09:00' },
      ],
    };
    expect(validateAppointment(twice, now)).toEqual({
      alternative0: { key: 'appointment.errors.duplicate' },
      alternative1: { key: 'appointment.errors.past' },
    });
    const both = { ...valid, alternatives: [{ date: '13.03.2030', time: '09:00' }] };
    expect(appointmentBody(both).alternatives).toEqual([toIsoWithOffset('2030-03-13', '09:00')]);
    // A confirmed appointment's change sends no further times.
    expect(appointmentBody(both, 'de', false)).not.toHaveProperty('alternatives');
    expect(
      appointmentErrorsFromServer([
        { field: 'alternatives', index: 1, reason: 'duplicate' },
        { field: 'alternatives', index: 0, reason: 'past' },
      ]),
    ).toEqual({
      alternative0: { key: 'appointment.errors.server.past', values: {} },
      alternative1: { key: 'appointment.errors.server.duplicate', values: {} },
    });
    const first = new Date(2030, 2, 12, 10, 30).toISOString();
    const second = new Date(2030, 2, 14, 16, 0).toISOString();
    const stored = {
      starts_at: first,
      duration_minutes: 60,
      kind: 'online' as const,
      location: 'https://x.example',
      note: null,
    };
    expect(
      valuesFromAppointment({ ...stored, status: 'proposed', options: [first, second] }, 'online').alternatives,
    ).toEqual([{ date: '14.03.2030', time: '16:00' }]);
    expect(valuesFromAppointment({ ...stored, status: 'scheduled', options: [first] }, 'online').alternatives).toEqual(
      [],
    );
  });
});
