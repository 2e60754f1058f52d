// A loader for react-router's production build (shared-build/rspack.mjs), so the minifier can drop
// the components no app uses (`Form` with `useSubmit` and the form-submission helpers, the data
// router's `ScrollRestoration`, `HistoryRouter`, `fetcher.Form`...). Federation shares one
// react-router for every app, so what stays is in every first load. Two things kept them:
// - top-level `Name.displayName = "…";` statements (names for React DevTools): a property
//   assignment counts as a side effect. Each becomes an empty line, so source-map lines stay;
// - `var Name = React.forwardRef(…)` and `React.createContext(…)` without a `/* @__PURE__ */`
//   mark: the minifier must assume the call has effects. Both only create an object.
/** @param {string} source */
module.exports = function reactRouterTreeShaking(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext)\()/gm, '$1/* @__PURE__ */ $2');
};
