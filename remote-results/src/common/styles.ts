// Layout pieces every page of this remote uses: a spaced section, muted notes and data tables
// (the text alternative of each chart).
import styled from 'styled-components';

export const Block = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 6px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
  /* On a phone, amounts may wrap so four columns fit without widening the page. */
  @media (max-width: 480px) {
    font-size: 0.9rem;
    th,
    td {
      padding: 6px 4px;
    }
    td.num,
    th.num {
      white-space: normal;
    }
  }
`;
