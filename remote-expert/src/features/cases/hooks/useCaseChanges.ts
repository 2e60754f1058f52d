// PLACEHOLDER until `useRealtimeChanges` lands in @cc/shared-auth/realtime: the pages' queries
// refetch on focus; this will subscribe to the table's postgres_changes and call onChange.
export interface CaseChangesOptions {
  table: 'expert_requests' | 'case_messages' | 'case_appointments' | 'case_events';
  filter?: string;
  onChange: () => void;
}

export function useCaseChanges(options: CaseChangesOptions): void {
  void options;
}
