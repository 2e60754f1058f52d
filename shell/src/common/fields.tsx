// The account fields every auth and settings form uses, with the right type, name and
// autocomplete hints for password managers. Callers pass value, onChange, ref and error props.
import { useTranslation } from '@cc/shared-i18n';
import { TextField, type TextFieldProps } from '@cc/shared-ui/forms';
import './texts';

type FieldProps = Omit<TextFieldProps, 'label' | 'onChange'> & {
  onValue: (value: string) => void;
  /** Defaults to the common label of the field. */
  label?: TextFieldProps['label'];
};

export function EmailField({ onValue, label, ...props }: FieldProps) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={label ?? t('authFields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}

/** The account's current password (sign-in). */
export function PasswordField({ onValue, label, ...props }: FieldProps) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={label ?? t('authFields.password')}
      type="password"
      name="password"
      autoComplete="current-password"
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}

/** A password being chosen (sign-up, recovery, settings), with the policy as its hint. */
export function NewPasswordField({ onValue, label, ...props }: FieldProps) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={label ?? t('authFields.newPassword')}
      hint={t('authFields.passwordHint')}
      type="password"
      name="new-password"
      autoComplete="new-password"
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}
