// The accessible progress bar of this remote's questionnaires and checklists: a track with a
// fill, exposed as role="progressbar" with its value in words.
import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
  @media print {
    display: none;
  }
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 200ms ease;
`;

export interface ProgressTrackProps {
  label: string;
  value: number;
  max: number;
  valueText: string;
  testId: string;
}

export function ProgressTrack({ label, value, max, valueText, testId }: ProgressTrackProps) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
