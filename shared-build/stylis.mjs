// stylis, the CSS parser inside styled-components, without its vendor prefixer (about 3 KB
// minified, 1 KB brotli, of the start page's first load). styled-components adds the prefixer
// only when a StyleSheetManager sets `enableVendorPrefixes`, which no app does: the browsers we
// build for (shared-build/rspack.mjs, browserTargets) need no prefixes. The local export below
// shadows stylis' own `prefixer`, so its `prefix` tables are left out of the bundle; should an app
// ever turn prefixes on, this throws at once instead of leaving them out silently.
export * from 'stylis-full';

export function prefixer() {
  throw new Error('Vendor prefixes are not built in (shared-build/stylis.mjs): remove enableVendorPrefixes');
}
