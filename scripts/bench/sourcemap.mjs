// What a built JS file is made of: its bytes attributed to packages and app folders through
// its source map (like source-map-explorer, without the dependency). Sizes are of the
// minified file, before gzip; shares are what matters.
import { existsSync, readFileSync } from 'node:fs';

const UNMAPPED = 'unmapped (JSON modules such as locales, module wrappers)';
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = Object.fromEntries([...base64].map((char, index) => [char, index]));

/** Decodes one VLQ segment ("AAgBC") into numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const bits = digit[char];
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Groups a source path of an rspack source map: a package, one of our packages, or an app folder. */
export function groupOf(source) {
  const match = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  const app = match?.[1] ?? '';
  const rest = match?.[2] ?? source;
  const modules = rest.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = rest.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/^webpack\//.test(rest) || /^%/.test(rest)) return 'rspack/federation runtime glue';
  const shared = /^\.\.\/(shared-[^/]+)\//.exec(rest);
  if (shared) return `@cc/${shared[1]}`;
  const feature = /^\.\/src\/features\/([^/]+)\//.exec(rest);
  if (feature) return `${app} src/features/${feature[1]}`;
  const src = /^\.\/src\/([^/]+)\//.exec(rest);
  return src ? `${app} src/${src[1]}` : `${app} ${rest}`;
}

/**
 * @param {string} jsFile path of a built .js file with a .map next to it
 * @returns {{ group: string, bytes: number, share: number }[] | null} biggest first
 */
export function attribute(jsFile) {
  const mapFile = `${jsFile}.map`;
  if (!existsSync(jsFile) || !existsSync(mapFile)) return null;
  const code = readFileSync(jsFile, 'utf8');
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  if (map.sections) return null; // indexed maps are not produced by rspack here
  const lines = code.split('\n');
  const totals = new Map();
  const add = (group, bytes) => bytes > 0 && totals.set(group, (totals.get(group) ?? 0) + bytes);
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    const length = lines[line].length + (line < lines.length - 1 ? 1 : 0);
    let column = 0;
    let previousColumn = 0;
    let previousSource = null;
    for (const segment of (mappingLines[line] ?? '').split(',').filter(Boolean)) {
      const values = decodeSegment(segment);
      column += values[0];
      add(previousSource === null ? UNMAPPED : groupOf(map.sources[previousSource]), column - previousColumn);
      if (values.length >= 4) {
        sourceIndex += values[1];
        previousSource = sourceIndex;
      } else {
        previousSource = null;
      }
      previousColumn = column;
    }
    add(previousSource === null ? UNMAPPED : groupOf(map.sources[previousSource]), length - previousColumn);
  }
  const total = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals.entries()]
    .map(([group, bytes]) => ({ group, bytes, share: bytes / total }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** "react-dom 97%, scheduler 3%": the groups that make up at least `min` of a file. */
export function summarise(parts, { min = 0.04, max = 4 } = {}) {
  if (!parts?.length) return '';
  const shown = parts.filter((part) => part.share >= min).slice(0, max);
  return shown.map((part) => `${part.group} ${Math.round(part.share * 100)}%`).join(', ');
}
