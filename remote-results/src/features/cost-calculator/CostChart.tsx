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

const width = 640;
const rowHeight = 58;
const barHeight = 20;
const labelWidth = 0;
const valueSpace = 190;

/** Bars per cost circle: the low estimate solid, the rest up to the high estimate hatched; with a table. */
export function CostChart({ result, lang }: { result: CostResult; lang: DomainLanguage }) {
  const { t } = useTranslation(['results', 'domain']);
  const id = useId().replace(/:/g, '');
  const captionId = `${id}-caption`;
  const max = Math.max(1, ...costCircles.map((c) => result.circles[c].high));
  const plot = width - labelWidth - valueSpace;
  const height = costCircles.length * rowHeight + 4;
  const hatch = `${id}-hatch`;
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
                id={`${hatch}-legend`}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill="#fdf1d6" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#9a6a00" strokeWidth="3" />
              </pattern>
            </defs>
            <rect width="28" height="14" fill={`url(#${hatch}-legend)`} stroke="#9a6a00" />
          </svg>
          {t('costs.range.high', { ns: 'domain' })}
        </li>
      </Legend>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={captionId} aria-describedby={`${id}-table`}>
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="#fdf1d6" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#9a6a00" strokeWidth="3" />
          </pattern>
        </defs>
        {costCircles.map((circle, index) => {
          const { low, high } = result.circles[circle];
          const y = index * rowHeight;
          const lowWidth = (low / max) * plot;
          const highWidth = (high / max) * plot;
          return (
            <g key={circle} aria-hidden="true">
              <text x={labelWidth} y={y + 16} fontSize="15" fill="#1d2a30">
                {t(costsMethod.circleKeys[circle], { ns: 'domain' })}
              </text>
              <rect x={labelWidth} y={y + 24} width={plot} height={barHeight} fill="#f1efe9" rx="3" />
              {highWidth > lowWidth && (
                <rect
                  x={labelWidth + lowWidth}
                  y={y + 24}
                  width={highWidth - lowWidth}
                  height={barHeight}
                  fill={`url(#${hatch})`}
                  stroke="#9a6a00"
                  strokeWidth="1"
                />
              )}
              <rect x={labelWidth} y={y + 24} width={lowWidth} height={barHeight} fill="#1f4e5f" />
              <text x={labelWidth + plot + 10} y={y + 39} fontSize="14" fill="#1d2a30">
                {formatEur(low, lang)} – {formatEur(high, lang)}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable id={`${id}-table`} data-testid="cost-table">
        <caption>{t('costCalculator.chart.tableCaption', { ns: 'results' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('costCalculator.chart.circle', { ns: 'results' })}</th>
            <th scope="col" className="num">
              {t('costs.range.low', { ns: 'domain' })}
            </th>
            <th scope="col" className="num">
              {t('costs.range.high', { ns: 'domain' })}
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
      </DataTable>
    </Figure>
  );
}
