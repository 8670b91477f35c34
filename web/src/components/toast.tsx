import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastItem } from './toast-card';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

// Radix's toast is loaded with the first toast, not with every page (docs/decisions/0020, bundle sizes).
const ToastHost = lazy(() => import('./toast-card'));
const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

export function useToast(): (t: ToastInput) => void {
  return useContext(ToastContext);
}

/** At most one toast is visible (spec section 4); a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const counter = useRef(0);
  const show = useCallback((input: ToastInput) => {
    counter.current += 1;
    setToast({ ...input, id: counter.current });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/*
        The live region is ours and always in the page, so a screen reader reads each toast as it is inserted, as
        before. (Radix's own announcer copies the text into a second hidden node for a second: found twice by
        find-in-page and by anything querying the text; toast-card.tsx renders it out of the page.)
      */}
      <div role="status" aria-live="polite">
        {toast && (
          <Suspense fallback={null}>
            <ToastHost toast={toast} onClose={() => setToast(null)} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}
