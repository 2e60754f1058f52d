import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  calculateCosts,
  costFieldSpecs,
  costsMethod,
  defaultCostInputs,
  formatEur,
  validateCostInputs,
  type CostField,
  type CostFieldError,
  type CostInputs,
  type DomainLanguage,
  numberLocales,
} from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, media } from '@cc/shared-ui';
import { Alert, ButtonRow, TextField } from '@cc/shared-ui/forms';
import { Block, DataTable, Muted } from '../../common/styles';
import { PrintButton } from '../../common/ToolChrome';
import { CostChart } from './CostChart';
import { defaultDraft, draftToInput, loadDraft, saveDraft, type CostDraft } from './cost-inputs';
import './texts';

const groups: readonly { id: string; fields: readonly CostField[] }[] = [
  { id: 'team', fields: ['teamSize', 'averageSalary', 'shareInvolved', 'hoursPerWeek'] },
  { id: 'management', fields: ['managers', 'managerSalary', 'managerShare'] },
  { id: 'people', fields: ['turnoversPerYear', 'replacementCost', 'absenceShare', 'absenceDays'] },
  { id: 'projects', fields: ['projectValue', 'projectFailureRate'] },
  { id: 'mediation', fields: ['mediationCost', 'mediationReduction'] },
];

/**
 * The result comes first in the page (a phone shows it before the fifteen inputs); from 1000 px on
 * the inputs take the left column and the result stays beside them.
 */
const Layout = styled.div`
  display: grid;
  /* minmax(0, …): long labels and tables wrap instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  margin-top: 24px;
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    > form {
      grid-column: 1;
      grid-row: 1;
    }
    > section {
      grid-column: 2;
      grid-row: 1;
    }
  }
  @media print {
    display: block;
  }
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px 20px 20px;
  margin: 0 0 20px;
  display: grid;
  gap: 18px;
  background: ${({ theme }) => theme.color.surface};
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

/**
 * On a phone the result is above the inputs: while typing, this line at the bottom of the screen
 * shows the total change (the card above announces it to screen readers).
 */
const LiveTotal = styled.p`
  display: none;
  ${media.mobile} {
    display: block;
    position: sticky;
    bottom: 0;
    z-index: 1;
    margin: 0 -4px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
    font-weight: 600;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  @media print {
    display: none;
  }
`;

/** Room above the live total line, so a focused field never hides behind it. */
const Form = styled.form`
  ${media.mobile} {
    input {
      scroll-margin-bottom: 96px;
    }
  }
`;

const Results = styled.section`
  display: grid;
  /* Beside the inputs it stays in view; above them (phone) it scrolls away, the live line remains. */
  @media (min-width: 1000px) {
    position: sticky;
    top: 16px;
  }
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  @media print {
    position: static;
  }
`;

const Total = styled.p`
  font-size: 1.35rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
  margin: 0 0 6px;
`;

function useFormatters(lang: DomainLanguage) {
  const number = new Intl.NumberFormat(numberLocales[lang], { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(numberLocales[lang], { style: 'percent', maximumFractionDigits: 1 });
  const eur = (amount: number) => formatEur(amount, lang);
  const value = (field: CostField, amount: number) => {
    const unit = costFieldSpecs[field].unit;
    if (unit === 'eur') return eur(amount);
    if (unit === 'share') return percent.format(amount);
    return number.format(amount);
  };
  return { number, percent, eur, value };
}

export default function CostCalculator() {
  const { t } = useTranslation(['results', 'domain']);
  const [lang] = useLanguage();
  const fmt = useFormatters(lang);
  const [draft, setDraft] = useState<CostDraft>(() => loadDraft(lang));
  // Another language writes decimals differently: show the stored values its way.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    setDraft(loadDraft(lang));
  }, [lang]);
  const draftLang = shownLang.current;
  const validation = validateCostInputs(draftToInput(draft, draftLang));
  const [lastValid, setLastValid] = useState<CostInputs>(() => (validation.ok ? validation.inputs : defaultCostInputs));
  const inputs = validation.ok ? validation.inputs : lastValid;
  const errors: Partial<Record<CostField, CostFieldError>> = validation.ok ? {} : validation.errors;
  const result = calculateCosts(inputs);

  const update = (next: CostDraft) => {
    setDraft(next);
    saveDraft(next, draftLang);
    const checked = validateCostInputs(draftToInput(next, draftLang));
    if (checked.ok) setLastValid(checked.inputs);
  };

  const errorText = (error: CostFieldError | undefined) => {
    if (!error) return undefined;
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).map(([name, value]) => [name, fmt.number.format(value)]),
    );
    return t(error.key, { ns: 'domain', ...params });
  };

  const sourceText = (field: CostField) =>
    costFieldSpecs[field].sourceKeys
      .map((key) =>
        key === 'costs.assumption'
          ? t('costCalculator.assumptionShort', { ns: 'results' })
          : t(`costCalculator.sourceShort.${key.replace('sources.', '')}`, { ns: 'results' }),
      )
      .join('; ');

  const { savings } = result;
  const breakEven =
    savings.breakEvenReduction.low !== null && savings.breakEvenReduction.high !== null
      ? // the lower yearly cost needs the larger share: show the range from small to large
        t('costs.savings.breakEven', {
          ns: 'domain',
          low: fmt.percent.format(savings.breakEvenReduction.high),
          high: fmt.percent.format(savings.breakEvenReduction.low),
        })
      : null;

  return (
    <div data-testid="cost-calculator">
      <p>{t('costs.intro', { ns: 'domain' })}</p>
      <ButtonRow data-print="hide">
        <Button
          $variant="ghost"
          onClick={() => {
            const next = defaultDraft(lang);
            update(next);
          }}
          data-testid="cost-reset"
        >
          {t('costCalculator.reset', { ns: 'results' })}
        </Button>
        <PrintButton />
      </ButtonRow>
      <Layout>
        <DataTable data-print="only" data-testid="cost-print-inputs">
          <caption>{t('costCalculator.inputsTitle', { ns: 'results' })}</caption>
          <tbody>
            {groups.flatMap((group) =>
              group.fields.map((field) => (
                <tr key={field}>
                  <th scope="row">{t(costFieldSpecs[field].labelKey, { ns: 'domain' })}</th>
                  <td className="num">{fmt.value(field, inputs[field])}</td>
                </tr>
              )),
            )}
          </tbody>
        </DataTable>

        <Results aria-labelledby="cost-results-heading">
          <h2 id="cost-results-heading">{t('costCalculator.resultsTitle', { ns: 'results' })}</h2>
          {!validation.ok && (
            <Alert tone="info" data-testid="cost-stale">
              <p>{t('costCalculator.stale', { ns: 'results' })}</p>
            </Alert>
          )}
          <Card aria-live="polite">
            <Total data-testid="cost-total">
              {t('costs.range.total', {
                ns: 'domain',
                low: fmt.eur(result.total.low),
                high: fmt.eur(result.total.high),
              })}
            </Total>
            <p data-testid="cost-per-person">
              {t('costs.range.perPerson', {
                ns: 'domain',
                low: fmt.eur(result.perPerson.low),
                high: fmt.eur(result.perPerson.high),
              })}
            </p>
            <Muted>{t('costCalculator.rangeNote', { ns: 'results' })}</Muted>
          </Card>
          <CostChart result={result} lang={lang} />
          <Card data-testid="cost-savings">
            <h3>{t('costs.savings.title', { ns: 'domain' })}</h3>
            <p>
              {t('costCalculator.mediationCost', {
                ns: 'results',
                cost: fmt.eur(savings.mediationCost),
                share: fmt.percent.format(savings.reduction),
              })}
            </p>
            <p data-testid="cost-savings-avoided">
              {t('costs.savings.avoided', {
                ns: 'domain',
                low: fmt.eur(savings.avoided.low),
                high: fmt.eur(savings.avoided.high),
              })}
            </p>
            <p data-testid="cost-savings-net">
              <strong>
                {t('costs.savings.net', {
                  ns: 'domain',
                  low: fmt.eur(savings.net.low),
                  high: fmt.eur(savings.net.high),
                })}
              </strong>
            </p>
            {breakEven && <p>{breakEven}</p>}
            <p>
              {savings.net.low > 0
                ? t('costs.savings.paysOff', { ns: 'domain' })
                : t('costs.savings.doesNotPay', { ns: 'domain' })}
            </p>
          </Card>
        </Results>
        <Form
          data-print="hide"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="cost-inputs-heading"
        >
          <h2 id="cost-inputs-heading">{t('costCalculator.inputsTitle', { ns: 'results' })}</h2>
          {groups.map((group) => (
            <Fieldset key={group.id}>
              <legend>{t(`costCalculator.groups.${group.id}`, { ns: 'results' })}</legend>
              {group.fields.map((field) => {
                const spec = costFieldSpecs[field];
                return (
                  <TextField
                    key={field}
                    id={`cost-${field}`}
                    data-testid={`cost-input-${field}`}
                    name={field}
                    // Text, not number: a number field shows the browser's decimal sign, not the page's.
                    type="text"
                    inputMode={spec.integer ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    label={t(spec.labelKey, { ns: 'domain' })}
                    hint={
                      <>
                        {t(spec.helpKey, { ns: 'domain' })}{' '}
                        <em>
                          {t('costCalculator.sourceLabel', { ns: 'results' })}: {sourceText(field)}
                        </em>
                      </>
                    }
                    value={draft[field]}
                    error={errorText(errors[field])}
                    onChange={(event) => update({ ...draft, [field]: event.target.value })}
                  />
                );
              })}
            </Fieldset>
          ))}
          <LiveTotal aria-hidden="true" data-testid="cost-live-total">
            {t('costs.range.total', { ns: 'domain', low: fmt.eur(result.total.low), high: fmt.eur(result.total.high) })}
          </LiveTotal>
        </Form>
      </Layout>

      <Block aria-labelledby="cost-method-heading" data-testid="cost-method">
        <h2 id="cost-method-heading">{t(costsMethod.titleKey, { ns: 'domain' })}</h2>
        {costsMethod.paragraphKeys.map((key) => (
          <p key={key}>{t(key, { ns: 'domain' })}</p>
        ))}
        <h3>{t('costCalculator.sourcesTitle', { ns: 'results' })}</h3>
        <ol>
          {costsMethod.sources.map((source) => (
            <li key={source.id}>{t(source.citationKey, { ns: 'domain' })}</li>
          ))}
        </ol>
        <Muted>{t('costs.assumption', { ns: 'domain' })}</Muted>
      </Block>
    </div>
  );
}
