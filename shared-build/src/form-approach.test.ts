// Issue #25: every form of the product shows its errors the same way, through shared-ui's
// useFormErrors (the shell's account forms through useFormSubmit, which runs on it): errors per
// field, the first invalid field focused in field order, the message at the field. This finds a
// form (`<form` or a styled `as="form"`) in the apps that does not. No form is exempt: the last two
// written before the piece (the values questionnaire, the assessment runner) moved in session 31.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const apps = ['shell', 'remote-chat', 'remote-expert', 'remote-landing', 'remote-results'];

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
      expect.arrayContaining([
        'shell/src/features/auth/GuestForm.tsx',
        'shell/src/features/auth/SignInForm.tsx',
        'remote-results/src/features/values-radar/Questionnaire.tsx',
        'remote-results/src/features/assessment/AssessmentRunner.tsx',
      ]),
    );
  });

  it('every form shows its errors through useFormErrors (or the shell’s useFormSubmit on it)', () => {
    const off = forms.filter(({ text }) => !usesSharedPiece(text)).map((f) => f.file);
    expect(off).toEqual([]);
  });
});
