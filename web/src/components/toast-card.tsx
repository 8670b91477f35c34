import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import type { ToastInput } from './toast';

export interface ToastItem extends ToastInput {
  id: number;
}

const DISPLAY_MS = 5000;

/**
 * One toast on Radix (docs/decisions/0020): its timer pauses while the pointer or focus is on it or the window is
 * in the background, F8 moves focus to it, Escape and a swipe dismiss it.
 */
export default function ToastHost({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const { t } = useTranslation();
  // Radix's announcer renders into this node, which is never in the page: the live region in toast.tsx speaks.
  const [detached] = useState(() => document.createElement('div'));
  return (
    <RadixToast.Provider duration={DISPLAY_MS} announcerContainer={detached}>
      <RadixToast.Root
        key={toast.id}
        open
        onOpenChange={(open) => !open && onClose()}
        className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
          toast.variant === 'destructive'
            ? 'border-red-700 bg-red-700 text-white'
            : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50'
        }`}
      >
        <div className="flex-1">
          <RadixToast.Title asChild>
            <p className="font-semibold">{toast.title}</p>
          </RadixToast.Title>
          {toast.description && (
            <RadixToast.Description asChild>
              <p className="mt-1 text-sm opacity-90">{toast.description}</p>
            </RadixToast.Description>
          )}
        </div>
        <RadixToast.Close aria-label={t('actions.closeNotification')} className="rounded p-1">
          <X aria-hidden="true" className="h-4 w-4" />
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport
        label={t('actions.notifications')}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center p-4 outline-none md:right-0 md:left-auto md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
