/**
 * Keeps http(s) URLs and paths of this app; anything else (javascript:, data:, //host) becomes
 * nothing. A path with a control character or a backslash is refused too: browsers drop tabs and
 * line breaks from a URL and read `\` as `/`, so `/<tab>/evil.example` would leave the site.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f\\]/.test(value)) return value;
  return '';
}
