// Images are bundled as files (rspack `asset/resource`): importing one gives its URL.
// Scoped to this remote's asset folder: the shell's prerender type-checks the landing sections
// too (Hero.tsx references this file) and must not learn a wildcard '*.svg' from it.
declare module '*/assets/hero.svg' {
  const url: string;
  export default url;
}
