/** A literature reference: its citation text lives under `sources.<id>` in the "domain" namespace. */
export interface SourceReference {
  id: string;
  citationKey: string;
  /** A stable address (DOI) where one exists. */
  url?: string;
}
