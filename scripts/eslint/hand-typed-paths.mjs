// No function path typed by hand in the browser (issue #25; docs/architecture.md, "The browser's
// api client"): a path typed by hand compiles when the api renames it and fails only at run time.
// eslint.config.mjs forbids importing callFunction/invokeFunction in shell/ and the remotes; these
// no-restricted-syntax selectors find the other ways to type one: supabase-js'
// functions.invoke(name), and a string or template that names /functions/v1/<name>. The path of a
// typed endpoint is endpointPath(endpoint), so `${url}/functions/v1/${endpointPath(e)}` passes.
// (esquery's regex ends at the first slash: `.` stands for it.)

export const typedClientMessage =
  "Call the endpoint through the typed client: createApiClient(<resource>Endpoints) or callEndpoint(endpoint, { params, query, body }) from '@cc/shared-auth/api-client'.";

const pathMessage = `${typedClientMessage} A path of its own: endpointPath(endpoint).`;

export const handTypedPathSelectors = [
  {
    selector: "CallExpression[callee.property.name='invoke'][callee.object.property.name='functions']",
    message: typedClientMessage,
  },
  { selector: 'Literal[value=/functions.v1.[A-Za-z]/]', message: pathMessage },
  { selector: 'TemplateElement[value.raw=/functions.v1.[A-Za-z]/]', message: pathMessage },
];
