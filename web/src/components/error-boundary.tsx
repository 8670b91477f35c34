import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card mx-auto max-w-md text-center">
      <h1 className="text-xl font-bold">{t('errors.generic')}</h1>
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        {t('actions.reload')}
      </button>
    </div>
  );
}

/** A render error or a chunk that failed to load (e.g. after a deploy) shows a reload button, not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <Fallback onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
