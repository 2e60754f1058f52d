import { useRef, useState } from 'react';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { AppointmentKind } from '@cc/shared-domain';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, DividedList } from '@cc/shared-ui';
import { Alert, ButtonRow, ConfirmPanel, Stack } from '@cc/shared-ui/forms';
import { useCancelAppointment, type CaseAppointment } from '../api/cases';
import { inboxNamespace } from '../texts';
import { AppointmentForm } from './AppointmentForm';
import { AppointmentCard } from '../../../common/case/AppointmentCard';

interface CaseAppointmentsProps {
  caseId: string;
  appointments: readonly CaseAppointment[];
  /** Appointments can be made and changed (the case is accepted or scheduled). */
  canSchedule: boolean;
  preferredKind: AppointmentKind;
}

type Editing = { mode: 'new' } | { mode: 'edit'; appointment: CaseAppointment } | null;

/** The case's appointments (the shared AppointmentCard) with change and cancel; a new one. */
export function CaseAppointments({ caseId, appointments, canSchedule, preferredKind }: CaseAppointmentsProps) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cancel = useCancelAppointment(caseId);
  const now = Date.now();

  const backToHeading = (text: string | null) => {
    setNotice(text);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const sorted = [...appointments].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return (
    <Card as="section" aria-labelledby={`appointments-title-${caseId}`} data-testid="case-appointments">
      <Stack $gap={4}>
        <h2 id={`appointments-title-${caseId}`} ref={heading} tabIndex={-1}>
          {t('appointment.title')}
        </h2>
        {notice && (
          <Alert tone="success">
            <p>{notice}</p>
          </Alert>
        )}
        {sorted.length === 0 && <p>{t('appointment.none')}</p>}
        {sorted.length > 0 && (
          <DividedList>
            {sorted.map((appointment) => {
              const cancelled = appointment.status === 'cancelled' || appointment.status === 'declined';
              const upcoming = !cancelled && new Date(appointment.starts_at).getTime() > now;
              const when = formatDateTime(appointment.starts_at, language);
              if (editing?.mode === 'edit' && editing.appointment.id === appointment.id) {
                return (
                  <li key={appointment.id}>
                    <AppointmentForm
                      caseId={caseId}
                      appointment={appointment}
                      preferredKind={preferredKind}
                      onDone={() => {
                        setEditing(null);
                        backToHeading(t('appointment.updated'));
                      }}
                      onCancel={() => {
                        setEditing(null);
                        backToHeading(null);
                      }}
                    />
                  </li>
                );
              }
              return (
                <li key={appointment.id}>
                  <AppointmentCard
                    appointment={appointment}
                    actions={
                      <>
                        {canSchedule && upcoming && confirming !== appointment.id && (
                          <ButtonRow>
                            <Button
                              $variant="secondary"
                              onClick={() => {
                                setNotice(null);
                                setEditing({ mode: 'edit', appointment });
                                requestAnimationFrame(() =>
                                  document.getElementById(`appointment-${caseId}-date`)?.focus(),
                                );
                              }}
                            >
                              {t('appointment.edit')}
                            </Button>
                            {/* The confirmation takes this row's place; by the id it gives focus
                                back to the button rendered anew when it is cancelled. */}
                            <Button
                              id={`cancel-appointment-${appointment.id}`}
                              $variant="danger"
                              onClick={() => {
                                setConfirming(appointment.id);
                              }}
                            >
                              {t('appointment.cancel')}
                            </Button>
                          </ButtonRow>
                        )}
                        {confirming === appointment.id && (
                          <ConfirmPanel
                            confirmLabel={t('appointment.confirmCancelYes')}
                            cancelLabel={t('appointment.confirmCancelNo')}
                            pending={cancel.isPending}
                            error={cancel.isError ? apiErrorText(t, cancel.error) : undefined}
                            onConfirm={() =>
                              cancel.mutate(appointment.id, {
                                onSuccess: () => {
                                  setConfirming(null);
                                  backToHeading(t('appointment.cancelled'));
                                },
                              })
                            }
                            onCancel={() => setConfirming(null)}
                          >
                            <p>{t('appointment.confirmCancel', { date: when })}</p>
                          </ConfirmPanel>
                        )}
                      </>
                    }
                  />
                </li>
              );
            })}
          </DividedList>
        )}
        {canSchedule && editing?.mode === 'new' && (
          <AppointmentForm
            caseId={caseId}
            preferredKind={preferredKind}
            onDone={() => {
              setEditing(null);
              backToHeading(t('appointment.created'));
            }}
            onCancel={() => {
              setEditing(null);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        )}
        {canSchedule && editing === null && (
          <ButtonRow>
            <Button
              ref={addButton}
              onClick={() => {
                setNotice(null);
                setEditing({ mode: 'new' });
                requestAnimationFrame(() => document.getElementById(`appointment-${caseId}-date`)?.focus());
              }}
            >
              {t('appointment.add')}
            </Button>
          </ButtonRow>
        )}
      </Stack>
    </Card>
  );
}
