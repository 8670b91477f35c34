import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
}

const DISPLAY_MS = 5000;
const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

export function useToast(): (t: ToastInput) => void {
  return useContext(ToastContext);
}

/** At most one toast is visible (spec section 4); a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastItem | null>(null);
  const counter = useRef(0);
  const show = useCallback((t: ToastInput) => {
    counter.current += 1;
    setToast({ ...t, id: counter.current });
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toast={toast} onClose={() => setToast(null)} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toast, onClose }: { toast: ToastItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center p-4 md:right-0 md:left-auto md:max-w-[420px]"
    >
      {toast && (
        <div
          key={toast.id}
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
          </div>
          <button type="button" onClick={onClose} aria-label={t('actions.closeNotification')} className="rounded p-1">
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}
