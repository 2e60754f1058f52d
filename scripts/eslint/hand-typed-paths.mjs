// No function path typed by hand in the browser (issue #25; docs/architecture.md, "The browser's
// api client"): a path typed by hand compiles when the api renames it and fails only at run time.
// eslint.config.mjs forbids importing callFunction/invokeFunction in shell/ and the remotes; these
// no-restricted-syntax selectors find the other ways to type one: supabase-js'
// functions.invoke(name), and a string or template that names /functions/v1/<name>. The path of a
// typed endpoint is endpointPath(endpoint), so `${url}/functions/v1/${endpointPath(e)}` passes.
// functions.invoke is also refused when it is taken out of the client first: destructured
// (`const { invoke } = supabase.functions`, `const { functions: { invoke } } = getSupabase()`),
// named (`const invoke = supabase.functions.invoke`, `.bind`), or the functions client itself
// kept in a name (`const fns = supabase.functions`, `const { functions } = getSupabase()`), after
// which the call no longer reads `.functions.invoke(`.
// (esquery's regex ends at the first slash: `.` stands for it.)

export const typedClientMessage =
  "Call the endpoint through the typed client: createApiClient(<resource>Endpoints) or callEndpoint(endpoint, { params, query, body }) from '@cc/shared-auth/api-client'.";

const pathMessage = `${typedClientMessage} A path of its own: endpointPath(endpoint).`;

export const handTypedPathSelectors = [
  {
    selector: "CallExpression[callee.property.name='invoke'][callee.object.property.name='functions']",
    message: typedClientMessage,
  },
  ...[
    "VariableDeclarator[init.property.name='functions'] > ObjectPattern > Property[key.name='invoke']",
    "ObjectPattern > Property[key.name='functions'] > ObjectPattern > Property[key.name='invoke']",
    "MemberExpression[property.name='invoke'][object.property.name='functions']:not(CallExpression > .callee, MemberExpression > .object)",
    "MemberExpression[object.property.name='invoke'][object.object.property.name='functions'][property.name=/^(bind|call|apply)$/]",
    "VariableDeclarator[init.property.name='functions'][id.type='Identifier']",
    "ObjectPattern > Property[key.name='functions'][value.type='Identifier']",
  ].map((selector) => ({ selector, message: typedClientMessage })),
  { selector: 'Literal[value=/functions.v1.[A-Za-z]/]', message: pathMessage },
  { selector: 'TemplateElement[value.raw=/functions.v1.[A-Za-z]/]', message: pathMessage },
];
