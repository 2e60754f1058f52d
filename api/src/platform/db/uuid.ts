// The one shape of a UUID (any version, either case) that ids in paths, tokens and arguments must
// have. Anything else names no row: callers answer 404 (or refuse the token) without asking
// PostgreSQL, whose uuid type would reject it with an error.
export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
