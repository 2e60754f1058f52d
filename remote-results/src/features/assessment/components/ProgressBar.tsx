import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 200ms ease;
`;

const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-top: 6px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  valueText: string;
  /** Visible line on the other side, e.g. "Schritt 2 von 8". */
  aside?: string;
}

export function ProgressBar({ label, value, max, valueText, aside }: ProgressBarProps) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        data-testid="assessment-progress"
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Caption>
        <span aria-hidden="true">{valueText}</span>
        {aside && <span>{aside}</span>}
      </Caption>
    </div>
  );
}
