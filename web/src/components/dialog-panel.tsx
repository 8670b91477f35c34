import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog';

/**
 * Modal dialog on Radix (docs/decisions/0020): focus moves in and is trapped, Escape closes, focus returns to the
 * opener, the page behind is inert to screen readers (aria-hidden) and does not scroll.
 */
export default function DialogPanel({
  open,
  onClose,
  title,
  hideTitle,
  children,
  className,
  closeOnBackdrop = true,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        {/* The overlay holds the panel, so a long panel scrolls inside it and a click beside the panel is outside. */}
        <RadixDialog.Overlay
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
          data-testid="dialog-overlay"
        >
          <RadixDialog.Content
            // Our dialogs carry their text in the body; the title alone names them.
            aria-describedby={undefined}
            onPointerDownOutside={(e) => !closeOnBackdrop && e.preventDefault()}
            className={
              className ??
              'max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-50'
            }
          >
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'mb-4 text-xl font-bold'}>{title}</RadixDialog.Title>
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
