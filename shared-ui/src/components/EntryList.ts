import styled from 'styled-components';

/**
 * A list of linked entries in a widget or a page (the client's cases, the owner's team rounds):
 * a rule between the entries, each entry its title line over its details. DividedList is the
 * other list: a rule above every row, rows with actions beside their text.
 */
export const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** One entry: its lines close under each other. */
export const Entry = styled.li`
  padding: 12px 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  p {
    margin: 0;
  }
`;

/** The entry's first line: the link that opens it (a taller target) and its badges, wrapping. */
export const EntryTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: anywhere;
    padding: 4px 0;
  }
`;

/** A quieter line of the entry (who, when). */
export const EntryMeta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.92rem;
`;
