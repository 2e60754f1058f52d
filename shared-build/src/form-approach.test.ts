// Issue #25: every form of the product shows its errors the same way, through shared-ui's
// useFormErrors (the shell's account forms through useFormSubmit, which runs on it): errors per
// field, the first invalid field focused in field order, the message at the field. This finds a
// form (`<form` or a styled `as="form"`) in the apps that does not.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const apps = ['shell', 'remote-chat', 'remote-expert', 'remote-landing', 'remote-results'];

/**
 * Forms written before the shared piece and not moved onto it yet (each re-implements its errors
 * and focus). The list only shrinks: a form moved onto the piece must leave it (the test says so),
 * and a new form cannot join it.
 */
const notYetMoved = new Set([
  'remote-results/src/features/values-radar/Questionnaire.tsx',
  'remote-results/src/features/assessment/AssessmentRunner.tsx',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const rendersForm = (text: string) => /<form[\s>]|\bas="form"/.test(text);
const usesSharedPiece = (text: string) => /\buseFormErrors\b|\buseFormSubmit\b/.test(text);

describe('one form approach (issue #25)', () => {
  const forms = apps
    .flatMap((app) => sources(join(root, app, 'src')))
    .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => rendersForm(text));

  it('finds the forms (the scan itself works)', () => {
    expect(forms.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['shell/src/features/auth/GuestForm.tsx', 'shell/src/features/auth/SignInForm.tsx']),
    );
  });

  it('every form shows its errors through useFormErrors (or the shell’s useFormSubmit on it)', () => {
    const off = forms.filter(({ file, text }) => !usesSharedPiece(text) && !notYetMoved.has(file)).map((f) => f.file);
    expect(off).toEqual([]);
  });

  it('the list of forms not moved yet only shrinks', () => {
    const moved = forms.filter(({ file, text }) => notYetMoved.has(file) && usesSharedPiece(text)).map((f) => f.file);
    const gone = [...notYetMoved].filter((file) => !forms.some((form) => form.file === file));
    expect({ moved, gone }).toEqual({ moved: [], gone: [] });
  });
});
