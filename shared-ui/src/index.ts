// `@cc/shared-ui`: what the start page renders (theme, buttons, layout, spinners, menus, icons,
// toasts). The shell's first load takes this whole index (federation cannot tree-shake a shared
// module), so what only other pages render is in `@cc/shared-ui/forms` (./forms.ts).
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
export { ToastHost, showToast, type ToastVariant } from './toast';
