// The handoff form with the one query client around it, for a page without one (the public chat
// loads it, and TanStack Query with it, only when the visitor opens the form).
import { withQueryProvider } from '@cc/shared-auth/query';
import { HandoffPanel } from './HandoffPanel';

export default withQueryProvider(HandoffPanel);
