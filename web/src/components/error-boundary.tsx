import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, WifiOff } from 'lucide-react';

/**
 * Whether an error is a part of the app (a JavaScript chunk, its CSS) that did not arrive: refused (a 429, a 5xx),
 * offline, or gone after a deploy. Browsers word it differently; Vite's preload helper names its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
      error.message,
    )
  );
}

/**
 * The words for a part of the app that did not load, in both languages: shown even when the translation catalogs
 * themselves are what the server refused (the same texts as common.json's "chunk" and web/public/boot-fallback.js).
 */
const BUILT_IN = {
  en: {
    title: 'This page could not be loaded',
    text: 'Part of the app did not arrive: the connection dropped or the server was busy. Reloading the page usually fixes it.',
    offline: 'You seem to be offline. Reconnect, then reload the page.',
    reload: 'Reload page',
    generic: 'Something went wrong. Please try again.',
  },
  ru: {
    title: 'Страница не загрузилась',
    text: 'Не удалось загрузить часть приложения: прервалось соединение или сервер был перегружен. Обычно помогает обновить страницу.',
    offline: 'Похоже, нет подключения к интернету. Подключитесь и обновите страницу.',
    reload: 'Обновить страницу',
    generic: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
} as const;

function Fallback({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const words = BUILT_IN[(i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('ru') ? 'ru' : 'en'];
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div role="alert" className="card mx-auto max-w-md text-center" data-testid={chunk ? 'chunk-error' : 'render-error'}>
      {chunk && offline && <WifiOff aria-hidden="true" className="mx-auto mb-2 h-8 w-8 muted" />}
      <h1 className="text-xl font-bold">
        {chunk ? t('chunk.title', { defaultValue: words.title }) : t('errors.generic', { defaultValue: words.generic })}
      </h1>
      {chunk && (
        <p className="mt-2">
          {offline ? t('chunk.offline', { defaultValue: words.offline }) : t('chunk.text', { defaultValue: words.text })}
        </p>
      )}
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('actions.reload', { defaultValue: words.reload })}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** A new value (the page's path) clears a failure: the next page renders again instead of the last one's error. */
  resetKey?: string;
}

/**
 * A render error or a part of the app that failed to load (refused by the server, offline, gone after a deploy)
 * shows what happened and a reload button, never a blank page.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; failedAt: string | undefined }> {
  override state: { error: unknown; failedAt: string | undefined } = { error: null, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown render error') };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey && this.state.failedAt !== this.props.resetKey) {
      this.setState({ error: null, failedAt: undefined });
    }
  }

  override render(): ReactNode {
    if (this.state.error) return <Fallback chunk={isChunkLoadError(this.state.error)} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
