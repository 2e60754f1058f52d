// Query keys in the shell and the remotes (issue #25; docs/architecture.md, "Query keys" and
// "Query options"): a key is built by its resource's key factory (<resource>Keys, in the api/
// folder that owns it, or shared-contract's query-keys.ts for a resource two remotes share), and
// a query's options once, with queryOptions(), in that folder. A key typed as a literal is a
// second spelling of the factory's: it compiles when the factory changes and then reads, writes
// or invalidates nothing (one remote invalidated another's ['cases'] that way). These
// no-restricted-syntax selectors find one.

export const queryOptionsMessage =
  'Build the options with queryOptions() in the api/ folder that owns the resource (<resource>Query(...)) and spread them: useQuery({ ...casesQuery(identity), enabled }).';

export const keyFactoryMessage =
  "Take the key from the resource's key factory (<resource>Keys in the owning api/ folder; shared-contract's caseKeys for a resource two remotes share), or the queryOptions factory's queryKey: never a literal.";

// A literal key: an array, a string or a template, also behind `as const` or `satisfies`.
const literal = ':matches(ArrayExpression, Literal, TemplateLiteral)';
const keyProperty = 'Property[key.name=/^(queryKey|mutationKey)$/]';

// The QueryClient methods that take a key as their first argument (TanStack Query v5).
const keyFirstMethods =
  '/^(getQueryData|setQueryData|getQueryState|ensureQueryData|fetchQuery|prefetchQuery|getQueryDefaults|setQueryDefaults|getMutationDefaults|setMutationDefaults)$/';
const literalFirst = ['ArrayExpression', 'Literal', 'TemplateLiteral', 'TSAsExpression', 'TSSatisfiesExpression'].map(
  (type) => `CallExpression[callee.property.name=${keyFirstMethods}][arguments.0.type='${type}']`,
);

export const queryKeySelectors = [
  {
    selector: "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression > Property[key.name='queryKey']",
    message: queryOptionsMessage,
  },
  {
    selector:
      "CallExpression[callee.name=/^use(Suspense)?Queries$/] > ObjectExpression > Property[key.name='queries'] > ArrayExpression > ObjectExpression > Property[key.name='queryKey']",
    message: queryOptionsMessage,
  },
  // { queryKey: ['cases'] } anywhere: queryOptions, invalidateQueries, cancelQueries, a filter.
  ...[
    `${keyProperty} > ${literal}`,
    `${keyProperty} > :matches(TSAsExpression, TSSatisfiesExpression) > ${literal}`,
  ].map((selector) => ({ selector, message: keyFactoryMessage })),
  // queryClient.setQueryData(['cases', id], ...): the key as the first argument.
  { selector: `:matches(${literalFirst.join(', ')})`, message: keyFactoryMessage },
];
