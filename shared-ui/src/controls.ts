// `@cc/shared-ui/controls`: the pieces of interactive pages (a confirmation, a message box, an
// upload field). An entry of its own, not in the index: the landing page's first load, which
// loads the index, does not carry them; the remotes bundle them into the pages that use them.
export { ConfirmPanel, type ConfirmPanelProps } from './components/ConfirmPanel';
export { MessageComposer, type MessageComposerProps, type SendKey } from './components/MessageComposer';
export {
  UploadField,
  checkFile,
  type UploadFieldProps,
  type FileRules,
  type FileRefusal,
} from './components/UploadField';
