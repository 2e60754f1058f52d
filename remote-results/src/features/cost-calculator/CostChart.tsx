import { useId } from 'react';
import styled from 'styled-components';
import { costCircles, costsMethod, formatEur, type CostResult, type DomainLanguage } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { DataTable } from '../../common/styles';

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 8px 0 16px;
  font-size: 0.9rem;
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 28px;
    height: 14px;
  }
`;

/** The hatched part of a bar: the rest up to the high estimate. */
const hatchBackground = 'repeating-linear-gradient(45deg, #9a6a00 0 2px, #fdf1d6 2px 6px)';

/**
 * The bars are HTML, not a scaled SVG: their labels keep the page's font size on a phone (an SVG
 * drawn 640 units wide shrank 15 px labels to about 9 px on a 375 px screen).
 */
const Rows = styled.div`
  display: grid;
  gap: 14px;
  margin-bottom: 16px;
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 2px 12px;
  font-size: 0.95rem;
  span:last-child {
    font-variant-numeric: tabular-nums;
  }
`;

/** Whole words in the table: "Schätzung" must not break mid-word on a phone. */
const Table = styled(DataTable)`
  th,
  td {
    overflow-wrap: normal;
  }
`;

const Track = styled.div`
  position: relative;
  height: 20px;
  margin-top: 4px;
  background: #f1efe9;
  border-radius: 3px;
  overflow: hidden;
  span {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
  }
`;

/** Bars per cost circle: the low estimate solid, the rest up to the high estimate hatched; with a table. */
export function CostChart({ result, lang }: { result: CostResult; lang: DomainLanguage }) {
  const { t } = useTranslation(['results', 'domain']);
  const id = useId().replace(/:/g, '');
  const captionId = `${id}-caption`;
  const max = Math.max(1, ...costCircles.map((c) => result.circles[c].high));
  const percent = (value: number) => `${((value / max) * 100).toFixed(2)}%`;
  return (
    <Figure data-testid="cost-chart">
      <figcaption id={captionId}>{t('costCalculator.chart.title', { ns: 'results' })}</figcaption>
      <Legend aria-hidden="true">
        <li>
          <svg viewBox="0 0 28 14">
            <rect width="28" height="14" fill="#1f4e5f" />
          </svg>
          {t('costs.range.low', { ns: 'domain' })}
        </li>
        <li>
          <svg viewBox="0 0 28 14">
            <defs>
              <pattern
                id={`${id}-hatch-legend`}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill="#fdf1d6" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#9a6a00" strokeWidth="3" />
              </pattern>
            </defs>
            <rect width="28" height="14" fill={`url(#${id}-hatch-legend)`} stroke="#9a6a00" />
          </svg>
          {t('costs.range.high', { ns: 'domain' })}
        </li>
      </Legend>
      <Rows role="img" aria-labelledby={captionId} aria-describedby={`${id}-table`}>
        {costCircles.map((circle) => {
          const { low, high } = result.circles[circle];
          return (
            <div key={circle} aria-hidden="true">
              <RowHead>
                <span>{t(costsMethod.circleKeys[circle], { ns: 'domain' })}</span>
                <span>
                  {formatEur(low, lang)} – {formatEur(high, lang)}
                </span>
              </RowHead>
              <Track>
                <span style={{ width: percent(high), background: hatchBackground, outline: '1px solid #9a6a00' }} />
                <span style={{ width: percent(low), background: '#1f4e5f' }} />
              </Track>
            </div>
          );
        })}
      </Rows>
      <Table id={`${id}-table`} data-testid="cost-table">
        <caption>{t('costCalculator.chart.tableCaption', { ns: 'results' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('costCalculator.chart.circle', { ns: 'results' })}</th>
            {/* "niedrig"/"hoch" (the caption says of what): "Schätzung" made the table wider than a 320 px phone. */}
            <th scope="col" className="num">
              {t('costCalculator.chart.low', { ns: 'results' })}
            </th>
            <th scope="col" className="num">
              {t('costCalculator.chart.high', { ns: 'results' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {costCircles.map((circle) => (
            <tr key={circle} data-testid={`cost-row-${circle}`}>
              <th scope="row">{t(costsMethod.circleKeys[circle], { ns: 'domain' })}</th>
              <td className="num">{formatEur(result.circles[circle].low, lang)}</td>
              <td className="num">{formatEur(result.circles[circle].high, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="cost-row-total">
            <th scope="row">{t('costCalculator.chart.total', { ns: 'results' })}</th>
            <td className="num">{formatEur(result.total.low, lang)}</td>
            <td className="num">{formatEur(result.total.high, lang)}</td>
          </tr>
        </tfoot>
      </Table>
    </Figure>
  );
}
