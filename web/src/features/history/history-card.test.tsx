import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { HistoryItem } from '@shared/api';
import enHistory from '../../../public/locales/en/history.json';
import enHome from '../../../public/locales/en/home.json';
import enCommon from '../../../public/locales/en/common.json';

// The app's i18n module loads catalogs over HTTP; tests use an in-memory instance instead.
vi.mock('../../i18n', () => ({ default: i18n, i18nReady: Promise.resolve() }));

const { HistoryCard, flattenOdds } = await import('./history-card');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { history: enHistory, home: enHome, common: enCommon } },
    defaultNS: 'common',
    react: { useSuspense: false },
  });
});

function item(over: Partial<HistoryItem>): HistoryItem {
  return {
    id: 'p1',
    createdAt: '2026-11-14T15:30:00.000Z',
    overallConfidence: 70,
    confidence: 70,
    sport: 'football',
    extractedData: { teams: ['Arsenal', 'Chelsea'], date: '2026-11-15', odds: { home: '2.10', draw: '3.40', away: null } },
    correctedTeams: null,
    mainRecommendation: 'Back Arsenal',
    recommendation: 'Back Arsenal',
    bettingOptions: [
      { type: 'Arsenal to win', confidence: 71, recommendation: 'Value bet', odds: '2.10' },
      { type: 'Draw', confidence: 60, recommendation: 'No edge', odds: '3.40' },
    ],
    keyFactors: ['one', 'two', 'three', 'four'],
    outcome: null,
    language: 'en',
    ...over,
  };
}

function renderCard(h: HistoryItem) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ul>
        <HistoryCard item={h} />
      </ul>
    </QueryClientProvider>,
  );
}

describe('history card', () => {
  it.each([
    [95, 'high', /green/],
    [80, 'high', /green/],
    [79, 'medium', /yellow/],
    [60, 'medium', /yellow/],
    [59, 'low', /red/],
  ])('confidence %i gets the %s colour', (value, tone, colour) => {
    const { unmount } = renderCard(item({ overallConfidence: value }));
    const badge = screen.getByText(`${value}% confidence`);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.className).toMatch(colour);
    unmount();
  });

  it('falls back to confidence, shows teams, sport, flattened odds, options and only 3 key factors', () => {
    renderCard(item({ overallConfidence: undefined as unknown as number, confidence: 64 }));
    expect(screen.getByText('64% confidence')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Arsenal — Chelsea' })).toBeInTheDocument();
    expect(screen.getByText(/Football · Home: 2\.10 · Draw: 3\.40 · Away: N\/A/)).toBeInTheDocument();
    const options = screen.getByRole('list', { name: '2 betting options' });
    expect(within(options).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('three')).toBeInTheDocument();
    expect(screen.queryByText('four')).not.toBeInTheDocument();
    expect(screen.getByText('November 14, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Record result')).toBeInTheDocument();
  });

  it('falls back from mainRecommendation to recommendation to "Analysis not available"', () => {
    const { unmount } = renderCard(item({ mainRecommendation: '', recommendation: 'Lean draw' }));
    expect(screen.getByText('Lean draw')).toBeInTheDocument();
    unmount();
    renderCard(item({ mainRecommendation: '', recommendation: '' }));
    expect(screen.getByText('Analysis not available')).toBeInTheDocument();
  });

  it('flattens an odds object to text', () => {
    expect(flattenOdds({ home: '1.5', away: null }, (k) => k.toUpperCase(), 'N/A')).toBe('HOME: 1.5 · AWAY: N/A');
    expect(flattenOdds(null, (k) => k, 'N/A')).toBe('N/A');
  });
});
