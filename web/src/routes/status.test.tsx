import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Readiness } from '@shared/readiness';
import enInfo from '../../public/locales/en/info.json';
import ruInfo from '../../public/locales/ru/info.json';
import enCommon from '../../public/locales/en/common.json';
import ruCommon from '../../public/locales/ru/common.json';

// The app's i18n module loads catalogs over HTTP; tests use an in-memory instance instead.
vi.mock('../i18n', () => ({ default: i18n, i18nReady: Promise.resolve() }));

const { default: Status } = await import('./status');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { info: enInfo, common: enCommon }, ru: { info: ruInfo, common: ruCommon } },
    defaultNS: 'common',
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOT_READY: Readiness = {
  status: 'not-ready',
  components: {
    db: { status: 'ok', detail: 'postgres' },
    storage: { status: 'error', code: 'STORAGE_UNREACHABLE', detail: 's3' },
  },
};

async function renderStatus(lng: 'en' | 'ru', role: 'admin' | null = null) {
  await i18n.changeLanguage(lng);
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).startsWith('/api/auth/user')
      ? role
        ? new Response(JSON.stringify({ id: 'a', email: 'a@example.com', role }), { status: 200 })
        : new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'x' }), { status: 401 })
      : new Response(JSON.stringify(NOT_READY), { status: 503 }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Status />
    </QueryClientProvider>,
  );
}

describe('status page', () => {
  it("explains a failed component by its code in the user's language; a visitor sees no operator details", async () => {
    await renderStatus('en');
    expect(await screen.findByText('File storage does not answer.')).toBeInTheDocument();
    expect(screen.queryByText(/postgres|s3/)).toBeNull();
  });

  it('an admin also sees the details', async () => {
    await renderStatus('en', 'admin');
    expect(await screen.findByText('File storage does not answer (s3).')).toBeInTheDocument();
    expect(await screen.findByText('postgres')).toBeInTheDocument();
  });

  it('in Russian too', async () => {
    await renderStatus('ru');
    expect(await screen.findByText('Хранилище файлов не отвечает.')).toBeInTheDocument();
    await cleanup();
    await renderStatus('ru', 'admin');
    expect(await screen.findByText('Хранилище файлов не отвечает (s3).')).toBeInTheDocument();
  });
});
