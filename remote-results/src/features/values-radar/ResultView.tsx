import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  compareValues,
  valueDefinitions,
  valuesMethod,
  valuesTextKeys,
  type ValuesComparison,
  type ValuesResult,
  numberLocales,
} from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, TextButton } from '@cc/shared-ui';
import { Alert, ButtonRow } from '@cc/shared-ui/forms';
import { Block, Muted } from '../../common/styles';
import { PrintButton } from '../../common/ToolChrome';
import { RadarChart, type RadarProfile } from './RadarChart';

const Copy = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0;
  input {
    flex: 1 1 280px;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const TopList = styled.ol`
  padding-left: 1.3em;
  li {
    margin-bottom: 8px;
  }
`;

export interface ResultViewProps {
  own: ValuesResult;
  ownToken: string;
  partner?: ValuesResult;
  /** The api's comparison, used when no partner profile is at hand. */
  apiComparison?: ValuesComparison;
  /** Whether this page's visitor answered an invitation (then no further invitation is offered). */
  invited: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onRestart: () => void;
}

function InviteLink({ token }: { token: string }) {
  const { t } = useTranslation('results');
  const link = `${window.location.origin}/checklisten/werte-radar?invite=${encodeURIComponent(token)}`;
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('failed');
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <>
      <label htmlFor={fieldId}>{t('valuesRadar.invite.label')}</label>
      <Copy>
        <input
          id={fieldId}
          ref={field}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="values-invite-link"
        />
        <Button onClick={() => void copy()} data-testid="values-invite-copy">
          {t('valuesRadar.invite.copy')}
        </Button>
      </Copy>
      {status === 'copied' && <Alert tone="success">{t('valuesRadar.invite.copied')}</Alert>}
      {status === 'failed' && <Alert tone="error">{t('valuesRadar.invite.copyFailed')}</Alert>}
    </>
  );
}

function Comparison({ comparison }: { comparison: ValuesComparison }) {
  const { t } = useTranslation(['results', 'domain']);
  const [lang] = useLanguage();
  const two = new Intl.NumberFormat(numberLocales[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(numberLocales[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const name = (value: keyof typeof valueDefinitions) => t(valueDefinitions[value].nameKey, { ns: 'domain' });
  return (
    <Block data-testid="values-comparison" aria-labelledby="values-compare-heading">
      <h2 id="values-compare-heading">{t(valuesTextKeys.compare.titleKey, { ns: 'domain' })}</h2>
      <Card>
        {comparison.correlation !== null && (
          <p data-testid="values-correlation">
            <strong>
              {t(valuesTextKeys.compare.correlationKey, { ns: 'domain', r: two.format(comparison.correlation) })}
            </strong>{' '}
            ({t(`valuesRadar.compare.band.${comparison.band}`, { ns: 'results' })})
          </p>
        )}
        <p data-testid="values-band">{t(comparison.bandKey, { ns: 'domain' })}</p>
        <h3>{t('valuesRadar.compare.largestGaps', { ns: 'results' })}</h3>
        <ul data-testid="values-largest-gaps">
          {comparison.largestGaps.slice(0, 3).map((value) => (
            <li key={value}>
              {name(value)}: {t(valuesTextKeys.compare.gapKey, { ns: 'domain' })}{' '}
              {signed.format(comparison.gaps[value])}
            </li>
          ))}
        </ul>
        <Muted>{t('valuesRadar.compare.gapNote', { ns: 'results' })}</Muted>
        <h3>{t(valuesTextKeys.compare.oppositePolesKey, { ns: 'domain' })}</h3>
        {comparison.oppositePoles.length > 0 ? (
          <>
            <p>{t(valuesTextKeys.compare.oppositePolesTextKey, { ns: 'domain' })}</p>
            <ul data-testid="values-opposite-poles">
              {comparison.oppositePoles.map((pole) => (
                <li key={pole.value}>
                  <strong>{name(pole.value)}</strong>:{' '}
                  {t(pole.higher === 'a' ? 'valuesRadar.compare.higherSelf' : 'valuesRadar.compare.higherPartner', {
                    ns: 'results',
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="values-no-opposite-poles">{t(valuesTextKeys.compare.noOppositePolesKey, { ns: 'domain' })}</p>
        )}
      </Card>
    </Block>
  );
}

/** The own profile (and the partner's, overlaid), the top values, the invitation and the comparison. */
export function ResultView({
  own,
  ownToken,
  partner,
  apiComparison,
  invited,
  refreshing,
  onRefresh,
  onRestart,
}: ResultViewProps) {
  const { t } = useTranslation(['results', 'domain']);
  const profiles: RadarProfile[] = [{ label: t('valuesRadar.you', { ns: 'results' }), result: own }];
  if (partner) profiles.push({ label: t('valuesRadar.partner', { ns: 'results' }), result: partner });
  const comparison = partner ? compareValues(own, partner) : apiComparison;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new result replaces the questionnaire: move the focus (and the view) to it.
  useEffect(() => heading.current?.focus(), [ownToken]);
  return (
    <div data-testid="values-result">
      <Alert tone="success">
        <p>{t(partner ? 'valuesRadar.result.withPartner' : 'valuesRadar.result.saved', { ns: 'results' })}</p>
      </Alert>
      <Block aria-labelledby="values-profile-heading">
        <h2 id="values-profile-heading" ref={heading} tabIndex={-1}>
          {t('valuesRadar.result.title', { ns: 'results' })}
        </h2>
        <RadarChart profiles={profiles} />
        <Muted>{t(valuesTextKeys.centredNoteKey, { ns: 'domain' })}</Muted>
      </Block>
      <Block aria-labelledby="values-top-heading">
        <h2 id="values-top-heading">{t('valuesRadar.result.top', { ns: 'results' })}</h2>
        <TopList data-testid="values-top">
          {own.top.map((value) => (
            <li key={value}>
              <strong>{t(valueDefinitions[value].nameKey, { ns: 'domain' })}</strong> –{' '}
              {t(valueDefinitions[value].descriptionKey, { ns: 'domain' })}
            </li>
          ))}
        </TopList>
      </Block>
      {comparison && <Comparison comparison={comparison} />}
      {!partner && !invited && (
        <Block aria-labelledby="values-invite-heading" data-print="hide" data-testid="values-invite">
          <h2 id="values-invite-heading">{t('valuesRadar.invite.title', { ns: 'results' })}</h2>
          <p>{t('valuesRadar.invite.text', { ns: 'results' })}</p>
          <InviteLink token={ownToken} />
          <Muted>{t('valuesRadar.invite.waiting', { ns: 'results' })}</Muted>
          <Button $variant="secondary" onClick={onRefresh} disabled={refreshing} data-testid="values-refresh">
            {refreshing
              ? t('valuesRadar.invite.refreshing', { ns: 'results' })
              : t('valuesRadar.invite.refresh', { ns: 'results' })}
          </Button>
        </Block>
      )}
      <ButtonRow data-print="hide" style={{ marginTop: 24 }}>
        <PrintButton />
        <TextButton onClick={onRestart} data-testid="values-restart">
          {t('valuesRadar.result.restart', { ns: 'results' })}
        </TextButton>
      </ButtonRow>
    </div>
  );
}

export function ValuesMethod() {
  const { t } = useTranslation('domain');
  return (
    <Block aria-labelledby="values-method-heading" data-testid="values-method">
      <h2 id="values-method-heading">{t(valuesMethod.titleKey)}</h2>
      {valuesMethod.paragraphKeys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      <ol>
        {valuesMethod.sources.map((source) => (
          <li key={source.id}>
            {t(source.citationKey)}
            {'url' in source && source.url ? (
              <>
                {' '}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.url}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </Block>
  );
}
