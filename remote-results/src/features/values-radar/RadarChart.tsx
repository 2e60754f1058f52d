import { useId } from 'react';
import styled from 'styled-components';
import { numberLocales, valueDefinitions, valueIds, type ValueId, type ValuesResult } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { DataTable } from '../../common/styles';

export interface RadarProfile {
  label: string;
  result: Pick<ValuesResult, 'centred'>;
}

const Figure = styled.figure`
  margin: 0;
  svg.radar {
    width: 100%;
    max-width: 560px;
    height: auto;
    display: block;
    margin: 0 auto;
  }
  figcaption {
    font-weight: 600;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 20px;
  list-style: none;
  padding: 0;
  margin: 8px 0 16px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    width: 44px;
    height: 16px;
  }
`;

/** Two people are told apart by stroke pattern and marker shape, not only by colour. */
const styles = [
  { color: '#1f4e5f', fill: 'rgba(31, 78, 95, 0.18)', dash: undefined, marker: 'circle' },
  { color: '#9a4a00', fill: 'rgba(242, 177, 52, 0.16)', dash: '8 5', marker: 'square' },
] as const;

const size = 600;
const centre = size / 2;
const radius = 185;

const angle = (index: number) => (-90 + (index * 360) / valueIds.length) * (Math.PI / 180);
const point = (index: number, r: number) => ({
  x: centre + r * Math.cos(angle(index)),
  y: centre + r * Math.sin(angle(index)),
});

/** The ten values in circle order on ten axes; centred scores, the own average as the dashed ring. */
export function RadarChart({ profiles }: { profiles: readonly RadarProfile[] }) {
  const { t } = useTranslation(['results', 'domain']);
  const [lang] = useLanguage();
  const id = useId().replace(/:/g, '');
  const extent = Math.max(
    2,
    Math.ceil(Math.max(...profiles.flatMap((p) => valueIds.map((v) => Math.abs(p.result.centred[v]))))),
  );
  const scale = (value: number) => (radius * (Math.max(-extent, Math.min(extent, value)) + extent)) / (2 * extent);
  const rings = [-extent, -extent / 2, 0, extent / 2, extent];
  const signed = new Intl.NumberFormat(numberLocales[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  const name = (value: ValueId) => t(valueDefinitions[value].nameKey, { ns: 'domain' });
  const [first, second] = profiles;
  return (
    <Figure data-testid="values-radar-chart">
      <figcaption id={`${id}-caption`}>{t('valuesRadar.chart.title', { ns: 'results' })}</figcaption>
      <Legend>
        {profiles.map((profile, index) => {
          const style = styles[index] ?? styles[0];
          return (
            <li key={profile.label}>
              <svg viewBox="0 0 44 16" aria-hidden="true">
                <line x1="2" y1="8" x2="42" y2="8" stroke={style.color} strokeWidth="3" strokeDasharray={style.dash} />
                {style.marker === 'circle' ? (
                  <circle cx="22" cy="8" r="4.5" fill={style.color} />
                ) : (
                  <rect x="17.5" y="3.5" width="9" height="9" fill={style.color} />
                )}
              </svg>
              {profile.label}
            </li>
          );
        })}
      </Legend>
      <svg
        className="radar"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-table`}
      >
        <g aria-hidden="true">
          {rings.map((ring) => (
            <polygon
              key={ring}
              points={valueIds
                .map((_, i) => point(i, scale(ring)))
                .map((p) => `${p.x},${p.y}`)
                .join(' ')}
              fill="none"
              stroke={ring === 0 ? '#4f5f66' : '#d9d5cc'}
              strokeWidth={ring === 0 ? 1.5 : 1}
              strokeDasharray={ring === 0 ? '3 3' : undefined}
            />
          ))}
          {valueIds.map((value, i) => {
            const end = point(i, radius);
            const label = point(i, radius + 22);
            const cos = Math.cos(angle(i));
            const anchor = Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end';
            const sin = Math.sin(angle(i));
            return (
              <g key={value}>
                <line x1={centre} y1={centre} x2={end.x} y2={end.y} stroke="#d9d5cc" />
                <text
                  x={label.x}
                  y={label.y + (sin > 0.5 ? 12 : sin < -0.5 ? -4 : 5)}
                  textAnchor={anchor}
                  fontSize="16"
                  fill="#1d2a30"
                >
                  {name(value)}
                </text>
              </g>
            );
          })}
          <text x={centre + 4} y={centre - scale(0) - 4} fontSize="12" fill="#4f5f66">
            Ø
          </text>
          {profiles.map((profile, index) => {
            const style = styles[index] ?? styles[0];
            const points = valueIds.map((value, i) => point(i, scale(profile.result.centred[value])));
            return (
              <g key={profile.label} data-testid={`radar-profile-${index}`}>
                <polygon
                  points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                  fill={style.fill}
                  stroke={style.color}
                  strokeWidth="3"
                  strokeDasharray={style.dash}
                />
                {points.map((p, i) =>
                  style.marker === 'circle' ? (
                    <circle key={valueIds[i]} cx={p.x} cy={p.y} r="5" fill={style.color} />
                  ) : (
                    <rect key={valueIds[i]} x={p.x - 5} y={p.y - 5} width="10" height="10" fill={style.color} />
                  ),
                )}
              </g>
            );
          })}
        </g>
      </svg>
      <DataTable id={`${id}-table`} data-testid="values-table">
        <caption>{t('valuesRadar.chart.tableCaption', { ns: 'results' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('valuesRadar.chart.value', { ns: 'results' })}</th>
            {profiles.map((profile) => (
              <th scope="col" className="num" key={profile.label}>
                {profile.label}
              </th>
            ))}
            {first && second && (
              <th scope="col" className="num">
                {t('values.compare.gap', { ns: 'domain' })}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {valueIds.map((value) => (
            <tr key={value} data-testid={`values-row-${value}`}>
              <th scope="row">{name(value)}</th>
              {profiles.map((profile) => (
                <td className="num" key={profile.label}>
                  {signed.format(profile.result.centred[value])}
                </td>
              ))}
              {first && second && (
                <td className="num">{signed.format(first.result.centred[value] - second.result.centred[value])}</td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Figure>
  );
}
