import { lazy, Suspense, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (still the accessible name). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
  /** Clicking the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
}

// Radix's dialog is loaded when a dialog first opens, not with every page that could open one: most visits never
// do (docs/decisions/0020, bundle sizes). The opener keeps focus for the moment it loads, so focus still returns.
const DialogPanel = lazy(() => import('./dialog-panel'));

/** Modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener (dialog-panel.tsx). */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
