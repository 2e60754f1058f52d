// What the admin API reads and writes of GoTrue's tables (auth.users, identities, factors, one-time
// tokens, the audit record). Those tables are the auth module's: its repo is the one place that
// queries them, so sign-in, sign-up and the admin API cannot drift apart on a soft-deleted user, a
// token's type or an audit scope. The admin module takes these queries through the auth module's
// service (a module reaches another only through its service) and names them here, so its service
// reads like any other module's (rules and transactions over its repo). No query is written here:
// dependency-cruiser refuses a table or drizzle-orm in this file (api-admin-repo-through-auth).
export {
  auditLogPage as auditLogRows,
  dropTokensOfTypes,
  identitiesAndFactorsOf,
  isAuditScope,
  removeFactor,
  updateUser,
  usersPage,
  type OneTimeTokenType,
  type Page,
} from '../auth/service';
