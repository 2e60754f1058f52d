import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { formatDateTime, formatDateTimeLines, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, DividedList, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, ChoiceLabel, DeletableRow, QueryState } from '@cc/shared-ui/forms';
import { type StoredResult, resultPath, toolOfResult } from '../../common/api';
import { DataTable, Muted } from '../../common/styles';
import { comparableScores, isAnalysisResult, isStyleResult, isValuesResult } from '../../common/parse-result';
import { useKeepLocalResults } from '../../common/keep';
import { useDeleteResult, useResultsHistory } from './api/results-history';
import './texts';

const Widget = styled(Card).attrs({ as: 'section' })`
  margin-top: 24px;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

const List = styled(DividedList)`
  margin-top: 16px;
`;
const Table = styled(DataTable)`
  margin-top: 8px;
`;

const CompareName = styled.p`
  font-weight: 600;
  margin: 8px 0 0;
`;

/**
 * Four columns do not fit a phone without breaking words mid-way: the comparison keeps whole
 * words and numbers and scrolls sideways instead (a focusable region, so keyboards can scroll it).
 */
const ScrollArea = styled.div`
  overflow-x: auto;
  table th,
  table td {
    overflow-wrap: normal;
  }
  table th.num,
  table td.num {
    white-space: nowrap;
  }
`;

/** Past results with open, compare and delete: the account's or guest's from the api, else this browser's. */
export function ResultsHistory() {
  const { t } = useTranslation(['results', 'domain']);
  const [language] = useLanguage();
  const { user, isGuestUser } = useAuth();
  const history = useResultsHistory();
  // Results made in this browser before signing in (a confirmation link lands here) move to the account.
  useKeepLocalResults();
  const removal = useDeleteResult();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const dateOf = (iso: string) => formatDateTime(iso, language);
  const nameOf = (type: string) => t(`tools.${toolOfResult(type)}.name`, { ns: 'domain' });
  // A column heading of the comparison: date and time on two short lines, so four columns fit a phone.
  const stampOf = (iso: string) => {
    const [date, time] = formatDateTimeLines(iso, language);
    return time === undefined ? (
      date
    ) : (
      <>
        {date}
        <br />
        {time}
      </>
    );
  };

  const summary = (entry: StoredResult) => {
    const r = entry.result;
    if (isAnalysisResult(r))
      return t('history.summary.conflict-analysis', {
        name: t(`analysis.categories.${r.primary}.name`, { ns: 'domain' }),
        stage: r.escalation.stage,
      });
    if (isStyleResult(r))
      return t('history.summary.conflict-style', { name: t(`style.styles.${r.dominant}.name`, { ns: 'domain' }) });
    if (isValuesResult(r))
      return t('history.summary.values', {
        names: r.top.map((v) => t(`values.values.${v}.name`, { ns: 'domain' })).join(', '),
      });
    return null;
  };

  const remove = (entry: StoredResult) =>
    removal.mutate(entry, {
      onSuccess: () => {
        setConfirming(null);
        setSelected((s) => s.filter((id) => id !== entry.id));
        void showToast(t('history.deleted'), 'success');
        titleRef.current?.focus();
      },
    });

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s.filter((x) => x !== id), id].slice(-2) : s.filter((x) => x !== id)));

  const list = (stored: StoredResult[]) => {
    const results = [...stored].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const picked = results.filter((r) => selected.includes(r.id));
    return (
      <>
        <p>{t('history.compare.hint')}</p>
        <List data-testid="results-history-list">
          {results.map((entry) => {
            const name = nameOf(entry.type);
            const date = dateOf(entry.created_at);
            const text = summary(entry);
            return (
              <DeletableRow
                key={entry.id}
                data-testid={`results-history-item-${entry.id}`}
                actions={
                  <>
                    <ButtonLink
                      to={resultPath(entry)}
                      variant="secondary"
                      aria-label={t('history.openLabel', { name, date })}
                    >
                      {t('history.open')}
                    </ButtonLink>
                    <ChoiceLabel>
                      <input
                        type="checkbox"
                        checked={selected.includes(entry.id)}
                        onChange={(e) => toggle(entry.id, e.target.checked)}
                        aria-label={t('history.selectLabel', { name, date })}
                      />
                      <span aria-hidden="true">{t('history.select')}</span>
                    </ChoiceLabel>
                  </>
                }
                deleteLabel={t('history.delete')}
                deleteAriaLabel={t('history.deleteLabel', { name, date })}
                confirming={confirming === entry.id}
                onDeleteRequest={() => {
                  removal.reset();
                  setConfirming(entry.id);
                }}
                question={<p>{t('history.confirm')}</p>}
                confirm={{
                  'data-testid': 'results-history-confirm',
                  confirmLabel: t('history.confirmYes'),
                  cancelLabel: t('history.cancel'),
                  pending: removal.isPending,
                  error: removal.isError ? t('history.deleteFailed') : undefined,
                  onConfirm: () => remove(entry),
                  onCancel: () => setConfirming(null),
                }}
              >
                <div>
                  <p>
                    <strong>{name}</strong> <span>{t('history.date', { date })}</span>
                  </p>
                  {text && <Muted>{text}</Muted>}
                </div>
              </DeletableRow>
            );
          })}
        </List>
        {picked.length === 2 && (
          <Comparison
            entries={picked}
            nameOf={nameOf}
            dateOf={dateOf}
            stampOf={stampOf}
            onClear={() => setSelected([])}
          />
        )}
      </>
    );
  };
  const body = (
    <QueryState
      query={history}
      loading={t('history.loading')}
      error={<p>{t('history.loadFailed')}</p>}
      retry={t('common.error.retry')}
      isEmpty={(stored) => stored.length === 0}
      empty={
        <div data-testid="results-history-empty">
          <h3>{t('history.empty.title')}</h3>
          <p>{t('history.empty.text')}</p>
          <ButtonRow>
            <ButtonLink to="/assessment/conflict-analysis">{t('history.empty.start')}</ButtonLink>
            <ButtonLink to="/assessment/conflict-style" variant="secondary">
              {t('history.empty.style')}
            </ButtonLink>
          </ButtonRow>
        </div>
      }
    >
      {list}
    </QueryState>
  );

  return (
    <Widget aria-labelledby="results-history-title" data-testid="results-history">
      <h2 id="results-history-title" ref={titleRef} tabIndex={-1}>
        {t('history.title')}
      </h2>
      <p>{t(user ? 'history.intro.user' : isGuestUser ? 'history.intro.guest' : 'history.intro.anonymous')}</p>
      {body}
    </Widget>
  );
}

function Comparison({
  entries,
  nameOf,
  dateOf,
  stampOf,
  onClear,
}: {
  entries: StoredResult[];
  nameOf: (type: string) => string;
  dateOf: (iso: string) => string;
  stampOf: (iso: string) => ReactNode;
  onClear: () => void;
}) {
  const { t } = useTranslation(['results', 'domain']);
  const [first, second] = [...entries].sort((a, b) => a.created_at.localeCompare(b.created_at)) as [
    StoredResult,
    StoredResult,
  ];
  const a = comparableScores(first.result);
  const b = comparableScores(second.result);
  const clear = (
    <Button $variant="ghost" onClick={onClear}>
      {t('history.compare.clear')}
    </Button>
  );
  if (first.type !== second.type || !a || !b) {
    return (
      <div data-testid="results-history-compare" style={{ marginTop: 16 }}>
        <Alert tone="info" actions={clear}>
          <p>{t('history.compare.sameType')}</p>
        </Alert>
      </div>
    );
  }
  const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  const firstDate = dateOf(first.created_at);
  const secondDate = dateOf(second.created_at);
  return (
    <section aria-labelledby="results-compare-title" data-testid="results-history-compare" style={{ marginTop: 16 }}>
      <h3 id="results-compare-title">{t('history.compare.title')}</h3>
      {/* The table's name sits outside the scroll area, so it wraps at the page's width. */}
      <CompareName id="results-compare-caption">
        {t('history.compare.caption', { name: nameOf(first.type), first: firstDate, second: secondDate })}
      </CompareName>
      <ScrollArea role="region" aria-labelledby="results-compare-caption" tabIndex={0}>
        <Table aria-labelledby="results-compare-caption">
          <thead>
            <tr>
              <th scope="col">{t('history.compare.dimension')}</th>
              <th scope="col" className="num">
                {stampOf(first.created_at)}
              </th>
              <th scope="col" className="num">
                {stampOf(second.created_at)}
              </th>
              <th scope="col" className="num">
                {t('history.compare.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {a.map((row, index) => {
              const other = b[index] as (typeof b)[number];
              const diff = Math.round((other.value - row.value) * 100) / 100;
              return (
                <tr key={row.key}>
                  <th scope="row">{t(row.labelKey, { ns: 'domain' })}</th>
                  <td className="num">{format(row.value)}</td>
                  <td className="num">{format(other.value)}</td>
                  <td className="num">{diff > 0 ? `+${format(diff)}` : diff < 0 ? `−${format(-diff)}` : '±0'}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollArea>
      <ButtonRow style={{ marginTop: 8 }}>{clear}</ButtonRow>
    </section>
  );
}

export default ResultsHistory;
