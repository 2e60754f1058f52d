// Test-only guard: a text whose placeholder (`{{max}}`) gets no value is a bug (the raw
// placeholder reached the screen once). i18next calls `missingInterpolationHandler` for each
// such placeholder; the handler records it and leaves the text as i18next would, so production
// (which has no handler) keeps its default behaviour and a test fails at its end (setup-dom.ts).
import { i18n } from '@cc/shared-i18n';

const missing: string[] = [];

/** Records every placeholder that `t()` was given no value for. */
export function watchMissingValues(): void {
  i18n.options.missingInterpolationHandler = (text: string, match: RegExpExecArray) => {
    missing.push(`"${match[0]}" in "${text}"`);
    return match[0];
  };
}

/** The placeholders recorded since the last call, and forgets them. */
export function takeMissingValues(): string[] {
  return missing.splice(0);
}
