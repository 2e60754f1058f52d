import styled from 'styled-components';

export interface BarSegment {
  key: string;
  label: string;
  count: number;
  color: string;
}

const Figure = styled.div`
  margin: 8px 0 16px;
`;

const Track = styled.div`
  display: flex;
  height: 20px;
  border-radius: 6px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Piece = styled.span<{ $color: string; $share: number }>`
  display: block;
  flex: 0 0 ${({ $share }) => $share}%;
  background: ${({ $color }) => $color};
  & + & {
    border-left: 2px solid ${({ theme }) => theme.color.surface};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 6px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
  border: 1px solid rgba(29, 42, 48, 0.35);
`;

/**
 * How many people fall into each group, as one bar split by share. The bar is decoration for the
 * eye; its legend, the labelled list of counts under it, is what screen readers read.
 */
export function StackedBar({ label, segments, testId }: { label: string; segments: BarSegment[]; testId?: string }) {
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  return (
    <Figure data-testid={testId}>
      <Track aria-hidden="true">
        {segments
          .filter((segment) => segment.count > 0)
          .map((segment) => (
            <Piece key={segment.key} $color={segment.color} $share={(segment.count / Math.max(total, 1)) * 100} />
          ))}
      </Track>
      <Legend aria-label={label}>
        {segments.map((segment) => (
          <li key={segment.key}>
            <Swatch $color={segment.color} aria-hidden="true" />
            <span>
              {segment.label}: <strong>{segment.count}</strong>
            </span>
          </li>
        ))}
      </Legend>
    </Figure>
  );
}
