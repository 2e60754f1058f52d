// `@cc/shared-ui/forms`: the components a page's content uses that the start page does not render
// (form fields, alerts, tabs, a page's intro, a query's states, the confirmation of a delete and a
// list row that asks it, a list of linked entries, a message box, an upload field, a file download and its toast). A federation singleton of its own, like `@cc/shared-auth/query`,
// so the shell's first load (which takes shared-ui's whole index: federation cannot tree-shake a
// shared module) does not carry them; lazy pages load it.
// Button, Spinner and Container come through relative imports: in each app's build they are the
// same modules as those of the index, so the page still has one of each.
export {
  TextField,
  TextAreaField,
  TextArea,
  SelectField,
  RadioGroupField,
  CheckboxGroupField,
  Stack,
  ButtonRow,
  ChoiceLabel,
  isOverLimit,
  focusFirstError,
  type FieldLimit,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type CheckboxGroupFieldProps,
  type ChoiceOption,
  type ChoiceLayout,
} from './components/Form';
export {
  useFormErrors,
  serverFieldErrors,
  schemaFieldErrors,
  type FormErrors,
  type FormErrorsOptions,
  type FieldErrors,
  type ServerFieldError,
  type SchemaIssue,
} from './components/useFormErrors';
export { Alert, type AlertTone } from './components/Alert';
export { Tabs, type TabItem } from './components/Tabs';
export { PageIntro, type PageIntroLink } from './components/PageIntro';
export { QueryState, type QueryStateProps, type QueryStateSource } from './components/QueryState';
export { ConfirmPanel, type ConfirmPanelProps } from './components/ConfirmPanel';
export { DeletableRow, type DeletableRowProps } from './components/DeletableRow';
export { EntryList, Entry, EntryTitle, EntryMeta } from './components/EntryList';
export { MessageComposer, type MessageComposerProps, type SendKey } from './components/MessageComposer';
export {
  UploadField,
  checkFile,
  type UploadFieldProps,
  type FileRules,
  type FileRefusal,
} from './components/UploadField';
export { downloadFile, saveWithToast, fileSlug, type SaveTexts } from './download';
