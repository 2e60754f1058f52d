import { useId, useState } from 'react';
import styled from 'styled-components';
import { media, theme, VisuallyHidden } from '@cc/shared-ui';
import { DataTable } from './styles';

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
  /** Short text alternative of the chart (read out, not shown: the table gives every number). */
  summary: string;
  /** The line that opens the table ("Als Tabelle anzeigen"); on a phone the table starts closed. */
  tableLabel: string;
  max?: number;
  /** How a value is written (e.g. one decimal in the page's language); default as is. */
  format?: (value: number) => string;
  testId?: string;
}

const Figure = styled.figure`
  margin: 0;
`;

/**
 * HTML bars, so the labels keep the page's font size on a phone (a scaled SVG shrank them). One
 * grid for all rows, so the bars line up; on a phone each bar goes under its label.
 */
const Bars = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) 2.5rem;
  align-items: center;
  gap: 12px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) 2.5rem;
    grid-auto-flow: row dense;
    gap: 4px 12px;
  }
`;

const Bar = styled.div<{ $highlight: boolean }>`
  display: contents;
  > * {
    font-weight: ${({ $highlight }) => ($highlight ? 700 : 400)};
  }
  ${media.mobile} {
    > :nth-child(2) {
      grid-column: 1 / -1;
      margin-bottom: 8px;
    }
  }
  > :last-child {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span<{ $highlight: boolean; $share: number }>`
  display: block;
  height: 24px;
  border-radius: 6px;
  background: linear-gradient(
    to right,
    ${({ $highlight }) => ($highlight ? '#1f4e5f' : '#5b8a9a')} ${({ $share }) => $share}%,
    #f1efe9 ${({ $share }) => $share}%
  );
`;

const Details = styled.details`
  margin-top: ${({ theme: t }) => t.space(4)};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme: t }) => t.color.focus};
    outline-offset: 2px;
  }
`;

/** Open on a wide screen, closed on a phone (where the bars already say it). */
const startsOpen = () =>
  typeof window.matchMedia !== 'function' ||
  !window.matchMedia(`(max-width: ${theme.breakpoint.mobile - 0.02}px)`).matches;

/** Horizontal bars (0–max) plus a table with the numbers, optional on a phone. */
export function ScoreChart({
  title,
  rows,
  columns,
  summary,
  tableLabel,
  max = 100,
  format = String,
  testId,
}: ScoreChartProps) {
  const id = useId();
  const [open, setOpen] = useState(startsOpen);
  const share = (value: number) => Math.max(1, (Math.min(Math.max(value, 0), max) / max) * 100);
  return (
    <Figure data-testid={testId}>
      <Bars role="img" aria-label={`${title}: ${summary}`}>
        {rows.map((row) => (
          <Bar key={row.key} $highlight={Boolean(row.highlight)} aria-hidden="true">
            <span>{row.label}</span>
            <Track $highlight={Boolean(row.highlight)} $share={share(row.value)} />
            <span>{format(row.value)}</span>
          </Bar>
        ))}
      </Bars>
      <Details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        data-testid={testId && `${testId}-details`}
      >
        <summary>{tableLabel}</summary>
        <DataTable aria-labelledby={`${id}-caption`}>
          <caption id={`${id}-caption`}>
            <VisuallyHidden>{title}</VisuallyHidden>
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
                <td>{format(row.value)}</td>
                {columns.note && <td>{row.note}</td>}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Details>
    </Figure>
  );
}
