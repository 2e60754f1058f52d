// Images are bundled as files (rspack `asset/resource`): importing one gives its URL.
// Scoped to this remote's asset folder on purpose: the root typecheck includes every package,
// and two identical `declare module '*.svg'` blocks there would clash ("Duplicate identifier").
declare module '*/assets/hero.svg' {
  const url: string;
  export default url;
}
