import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './Button';
import { Spinner } from './Spinner';
import { visuallyHidden } from './VisuallyHidden';

/** Why a file is refused before it is sent: its type is not among the accepted ones, or it is too big. */
export type FileRefusal = 'type' | 'size';

/** The checks the browser can make before an upload (the server checks again and decides). */
export interface FileRules {
  /** The accepted MIME types. */
  types: readonly string[];
  maxBytes: number;
}

/** Why `file` breaks `rules`, or null when it keeps them. */
export function checkFile(file: File, rules: FileRules): FileRefusal | null {
  if (!rules.types.includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

export interface UploadFieldProps {
  /** The file input's id (a form focuses it for an error); its hint and error ids derive from it. */
  id: string;
  /** The field's title, above the hint. */
  label: ReactNode;
  /** What may be uploaded (types, size, how many). */
  hint: ReactNode;
  /** The visible button's text, also the input's accessible name. */
  buttonLabel: string;
  /** The input's accept list (what the file picker offers). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** While files are uploading: the button is disabled and `uploadingText` shows (role="status"). */
  uploading?: boolean;
  uploadingText: ReactNode;
  /** The files chosen; the input is emptied afterwards, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  /** Messages about refused files and the field's error, announced at once (role="alert"). */
  errors?: readonly string[];
  /** What is uploaded already (a list, a preview), between the hint and the button. */
  children?: ReactNode;
  'data-testid'?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  p {
    margin: 0;
  }
`;

const Title = styled.p`
  font-weight: 600;
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Errors = styled.div`
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * A file input that looks like the product's secondary button and speaks the page's language (the
 * native one says "Choose File" in the browser's). The input keeps focus and keyboard; its label
 * is the visible button.
 */
const Picker = styled.span<{ $variant: ButtonVariant }>`
  position: relative;
  display: inline-flex;
  input {
    ${visuallyHidden}
  }
  label {
    ${buttonStyles}
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A labelled file upload: title, hint, what is there already, the button, progress and errors. */
export function UploadField({
  id,
  label,
  hint,
  buttonLabel,
  accept,
  multiple,
  disabled,
  uploading = false,
  uploadingText,
  onFiles,
  errors = [],
  children,
  'data-testid': testId,
}: UploadFieldProps) {
  const titleId = useId();
  const describedBy = [`${id}-hint`, errors.length ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field role="group" aria-labelledby={titleId} data-testid={testId}>
      <Title id={titleId}>{label}</Title>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {children}
      <Picker $variant="secondary">
        <input
          type="file"
          id={id}
          accept={accept}
          multiple={multiple}
          aria-describedby={describedBy}
          aria-invalid={errors.length > 0 || undefined}
          disabled={disabled || uploading}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <label htmlFor={id}>{buttonLabel}</label>
      </Picker>
      {uploading && (
        <p role="status">
          <Spinner $size={16} /> {uploadingText}
        </p>
      )}
      {errors.length > 0 && (
        <Errors id={`${id}-error`} role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Errors>
      )}
    </Field>
  );
}
