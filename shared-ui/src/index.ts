export { theme, media, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export {
  Button,
  ButtonLink,
  IconButton,
  TextButton,
  buttonStyles,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button';
export { Container, Card, SectionCard, Badge, DividedList, SplitRow, type BadgeTone } from './components/Layout';
export { Spinner, FullScreenSpinner } from './components/Spinner';
export { ErrorScreen } from './components/ErrorScreen';
export { VisuallyHidden, visuallyHidden } from './components/VisuallyHidden';
export {
  DropdownMenu,
  MenuItem,
  MenuLabel,
  MenuText,
  MenuSeparator,
  type MenuTriggerProps,
} from './components/DropdownMenu';
export * from './components/icons';
export { ThemeRoot } from './ThemeRoot';
export { LazyImage, lazyImageObserverOptions, type LazyImageProps } from './components/LazyImage';
export { PageIntro, type PageIntroLink } from './components/PageIntro';
export { ToastHost, showToast, type ToastVariant } from './toast';
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
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type RadioGroupFieldProps,
  type CheckboxGroupFieldProps,
  type ChoiceOption,
  type ChoiceLayout,
} from './components/Form';
export { Alert, type AlertTone } from './components/Alert';
export { Tabs, type TabItem } from './components/Tabs';
export { QueryState, type QueryStateProps, type QueryStateSource } from './components/QueryState';
