import { Link } from 'react-router';
import styled from 'styled-components';
import { casePaths, caseStatuses, type CaseStatus } from '@cc/shared-domain';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, Card, DividedList, SplitRow } from '@cc/shared-ui';
import { Stack } from '@cc/shared-ui/forms';
import type { CaseSummary } from '../api/cases';
import '../../../common/case/texts';
import { inboxNamespace } from '../texts';
import { CaseStatusBadge } from '../../../common/case/CaseStatusBadge';

/** Active cases first, then the ended ones. */
const groupOrder: readonly CaseStatus[] = [
  'angenommen',
  'terminiert',
  'neu',
  'abgeschlossen',
  'storniert',
  'abgelehnt',
];

const CaseLink = styled(Link)`
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

/** The cases assigned to this expert, grouped by status, with the next appointment and unread messages. */
export function MyCases({ cases }: { cases: readonly CaseSummary[] }) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const groups = groupOrder
    .filter((status) => caseStatuses.includes(status))
    .map((status) => ({ status, items: cases.filter((item) => item.status === status) }))
    .filter((group) => group.items.length > 0);
  return (
    <Card as="section" aria-labelledby="my-cases-title" data-testid="my-cases">
      <Stack $gap={4}>
        <h2 id="my-cases-title">{t('myCases.title')}</h2>
        {groups.length === 0 && <p>{t('myCases.empty')}</p>}
        {groups.map(({ status, items }) => (
          <section key={status} aria-labelledby={`cases-group-${status}`} data-testid="case-group" data-status={status}>
            <h3 id={`cases-group-${status}`}>
              {t('myCases.group', { status: t(`expert:case.status.${status}`), count: items.length })}
            </h3>
            <DividedList>
              {items.map((item) => (
                <li key={item.id} data-testid="case-item">
                  <SplitRow>
                    <div>
                      <p>
                        <CaseLink to={casePaths.expertCase(item.id)}>{item.topic}</CaseLink>
                      </p>
                      <p>
                        {item.next_appointment
                          ? t('myCases.nextAppointment', {
                              date: formatDateTime(item.next_appointment.starts_at, language),
                            })
                          : t('myCases.noAppointment')}
                      </p>
                    </div>
                    <SplitRow>
                      {item.unread_count > 0 && (
                        <Badge $tone="accent" data-testid="unread-badge">
                          {t('myCases.unread', { count: item.unread_count })}
                        </Badge>
                      )}
                      <CaseStatusBadge status={item.status} />
                    </SplitRow>
                  </SplitRow>
                </li>
              ))}
            </DividedList>
          </section>
        ))}
      </Stack>
    </Card>
  );
}
