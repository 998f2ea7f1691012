// Modal dialogs (Radix Dialog: focus trapped, Escape closes, the page behind inert). Exported from
// the `@ssc/ui/dialog` entry, not from the `@ssc/ui` index: the index is a Module Federation shared
// singleton that the landing page loads whole, and Radix Dialog is about 10 KB gzip that only the
// pages with a dialog load (the client's cancel dialog loads it on demand).
export {
  Close as DialogClose,
  Portal as DialogPortal,
  Root as DialogRoot,
  Trigger as DialogTrigger,
} from '@radix-ui/react-dialog';
export { ConfirmDialog } from './ConfirmDialog';
export {
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogSurface,
  DialogTitle,
} from './parts';
