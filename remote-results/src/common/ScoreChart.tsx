import { useId } from 'react';
import styled from 'styled-components';
import { DataTable } from './styles';
import { VisuallyHidden } from '@cc/shared-ui';

export interface ScoreRow {
  key: string;
  label: string;
  value: number;
  /** Extra column, e.g. the level ("hoch"). */
  note?: string;
  highlight?: boolean;
}

interface ScoreChartProps {
  title: string;
  rows: ScoreRow[];
  /** Column headings of the table: label, value and (when rows carry notes) note. */
  columns: { label: string; value: string; note?: string };
  /** Short text alternative of the chart (the table below gives every number). */
  summary: string;
  max?: number;
  testId?: string;
}

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    font-family: inherit;
    font-size: 14px;
    fill: ${({ theme }) => theme.color.text};
  }
`;

const Table = styled(DataTable)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** Horizontal bars (0–max) in plain SVG plus a table with the numbers, the chart's text alternative. */
export function ScoreChart({ title, rows, columns, summary, max = 100, testId }: ScoreChartProps) {
  const id = useId();
  const rowHeight = 40;
  const labelWidth = 190;
  const width = 620;
  const barSpace = width - labelWidth - 50;
  const height = rows.length * rowHeight;
  return (
    <Figure data-testid={testId}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {rows.map((row, index) => {
          const y = index * rowHeight;
          const barWidth = Math.max(2, (Math.min(Math.max(row.value, 0), max) / max) * barSpace);
          return (
            <g key={row.key} aria-hidden="true">
              <text x={0} y={y + 25} fontWeight={row.highlight ? 700 : 400}>
                {row.label}
              </text>
              <rect x={labelWidth} y={y + 8} width={barSpace} height={24} rx={6} fill="#f1efe9" />
              <rect
                x={labelWidth}
                y={y + 8}
                width={barWidth}
                height={24}
                rx={6}
                fill={row.highlight ? '#1f4e5f' : '#5b8a9a'}
              />
              <text x={labelWidth + barSpace + 8} y={y + 25} fontWeight={700}>
                {row.value}
              </text>
            </g>
          );
        })}
      </svg>
      <Table>
        <caption>
          <VisuallyHidden>{title}: </VisuallyHidden>
          {summary}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.label}</th>
            <th scope="col">{columns.value}</th>
            {columns.note && <th scope="col">{columns.note}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
              {columns.note && <td>{row.note}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Figure>
  );
}
