import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ExtractResponse } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import enReview from '../../../public/locales/en/review.json';
import enHome from '../../../public/locales/en/home.json';
import ruReview from '../../../public/locales/ru/review.json';
import ruHome from '../../../public/locales/ru/home.json';

// The app's i18n module loads catalogs over HTTP; tests use an in-memory instance instead.
vi.mock('../../i18n', () => ({ default: i18n, i18nReady: Promise.resolve() }));
// A free user with 3 predictions left (or a subscriber); the reading and the analysis are the server's, stood in for.
const stats = vi.hoisted(() => ({ data: { hasSubscription: false, remainingPredictions: 3 as number | null } }));
vi.mock('../account/hooks', () => ({ useUserStats: () => stats }));
vi.mock('../../lib/route-modules', () => ({ PredictionRoute: { preload: () => Promise.resolve() } }));
const api = vi.hoisted(() => ({ extract: vi.fn(), process: vi.fn() }));
vi.mock('./review-api', async (original) => ({
  ...(await original<typeof import('./review-api')>()),
  extractWithProgress: api.extract,
  processConfirmed: api.process,
  suggestTeams: () => Promise.resolve([]),
}));

const { default: ReviewScreen } = await import('./review-screen');

beforeAll(async () => {
  // The page scrolls to its top at each phase; jsdom has no scrolling.
  window.scrollTo = () => {};
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { review: enReview, home: enHome }, ru: { review: ruReview, home: ruHome } },
    defaultNS: 'review',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

/** One 1X2 row read with unsure prices (under the trust level): each of its three is marked, with a box to tick. */
const reading: ExtractResponse = {
  screenshots: [{ imageUrl: '/objects/u/a.png', width: 900, height: 400 }],
  matches: [readMatch({ confidence: { teams: 0.95, odds: 0.5, date: 0 } })],
  warnings: [],
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  stats.data = { hasSubscription: false, remainingPredictions: 3 };
  api.extract.mockReset().mockResolvedValue(reading);
  // The analysis never answers: the page stays on its progress view, enough to see that it was asked for.
  api.process.mockReset().mockReturnValue(new Promise(() => {}));
});
afterEach(cleanup);

async function openReview() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={memoryLocation({ path: '/review', searchPath: 'images=%2Fobjects%2Fu%2Fa.png' }).hook}>
        <ReviewScreen />
      </Router>
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: i18n.t('analyse') });
}

const boxes = () => screen.getAllByRole('checkbox', { name: i18n.t('form.vouch') });

describe('review screen: unsure prices left unchecked', () => {
  it('the first press says what leaving them unchecked means and spends nothing; "Analyse anyway" goes on', async () => {
    fireEvent.click(await openReview());
    const notice = await screen.findByTestId('unchecked-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(enReview.unchecked.title_other.replace('{{count}}', '3'));
    expect(notice).toHaveTextContent(enReview.unchecked.infoOnly_other);
    expect(notice).toHaveTextContent(enReview.unchecked.cost_other.replace('{{count}}', '3'));
    expect(api.process).not.toHaveBeenCalled();

    // Pressed again, it still asks (a double click is no choice).
    fireEvent.click(screen.getByRole('button', { name: enReview.analyse }));
    expect(api.process).not.toHaveBeenCalled();

    // "Check the prices" goes to the first box to tick.
    fireEvent.click(screen.getByRole('button', { name: enReview.unchecked.check_other }));
    expect(boxes()[0]).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: enReview.unchecked.anyway }));
    await waitFor(() => expect(api.process).toHaveBeenCalledTimes(1));
    expect(api.process.mock.calls[0]![1]).not.toHaveProperty('checked');
  });

  it('ticked or corrected, they go straight to the analysis; the notice counts what is left and goes', async () => {
    const analyse = await openReview();
    fireEvent.click(analyse);
    await screen.findByTestId('unchecked-notice');
    // One price corrected is the user's own, one ticked: one is left.
    fireEvent.change(screen.getByLabelText(enReview.form.homeOdds), { target: { value: '2.15' } });
    fireEvent.click(boxes()[0]!);
    expect(screen.getByTestId('unchecked-notice')).toHaveTextContent(enReview.unchecked.title_one.replace('{{count}}', '1'));
    fireEvent.click(boxes()[1]!);
    expect(screen.queryByTestId('unchecked-notice')).toBeNull();
    expect(api.process).not.toHaveBeenCalled();

    fireEvent.click(analyse);
    await waitFor(() => expect(api.process).toHaveBeenCalledTimes(1));
    expect(api.process.mock.calls[0]![1]).toMatchObject({ odds: { home: '2.15' }, checked: ['draw', 'away'] });
  });

  it('every box ticked before the first press: it submits at once', async () => {
    const analyse = await openReview();
    for (const box of boxes()) fireEvent.click(box);
    fireEvent.click(analyse);
    await waitFor(() => expect(api.process).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('unchecked-notice')).toBeNull();
  });

  it('a subscriber is told the same, without the free prediction it would use', async () => {
    stats.data = { hasSubscription: true, remainingPredictions: null };
    fireEvent.click(await openReview());
    const notice = await screen.findByTestId('unchecked-notice');
    expect(notice).toHaveTextContent(enReview.unchecked.infoOnly_other);
    expect(notice).not.toHaveTextContent(/free prediction/);
    expect(api.process).not.toHaveBeenCalled();
  });

  it('in Russian, with the plural of the count', async () => {
    await i18n.changeLanguage('ru');
    fireEvent.click(await openReview());
    const notice = await screen.findByTestId('unchecked-notice');
    expect(notice).toHaveTextContent('3 коэффициента прочитаны неуверенно и не сверены.');
    expect(notice).toHaveTextContent(ruReview.unchecked.cost_few.replace('{{count}}', '3'));
    fireEvent.click(boxes()[0]!);
    fireEvent.click(boxes()[1]!);
    expect(notice).toHaveTextContent('1 коэффициент прочитан неуверенно и не сверен.');
    expect(screen.getByRole('button', { name: ruReview.unchecked.check_one })).toBeInTheDocument();
    expect(api.process).not.toHaveBeenCalled();
  });
});
