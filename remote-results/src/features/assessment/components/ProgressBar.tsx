import styled from 'styled-components';
import { ProgressTrack } from '../../../common/ProgressTrack';

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
  return (
    <div>
      <ProgressTrack label={label} value={value} max={max} valueText={valueText} testId="assessment-progress" />
      <Caption>
        <span aria-hidden="true">{valueText}</span>
        {aside && <span>{aside}</span>}
      </Caption>
    </div>
  );
}
