import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { HistoryItem } from '@shared/api';
import type { AnalysisFacts } from '@shared/prediction';
import enHistory from '../../../public/locales/en/history.json';
import enHome from '../../../public/locales/en/home.json';
import enCommon from '../../../public/locales/en/common.json';
import enAnalysis from '../../../public/locales/en/analysis.json';
import ruHistory from '../../../public/locales/ru/history.json';
import ruHome from '../../../public/locales/ru/home.json';
import ruCommon from '../../../public/locales/ru/common.json';
import ruAnalysis from '../../../public/locales/ru/analysis.json';

// The app's i18n module loads catalogs over HTTP; tests use an in-memory instance instead.
vi.mock('../../i18n', () => ({ default: i18n, i18nReady: Promise.resolve() }));

const { HistoryCard, flattenOdds } = await import('./history-card');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { history: enHistory, home: enHome, common: enCommon, analysis: enAnalysis },
      ru: { history: ruHistory, home: ruHome, common: ruCommon, analysis: ruAnalysis },
    },
    defaultNS: 'common',
    // As the app configures it (web/src/i18n.ts): React escapes, i18next does not.
    interpolation: { escapeValue: false },
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
  ])('reading confidence %i gets the %s colour', (value, tone, colour) => {
    const { unmount } = renderCard(item({ overallConfidence: value }));
    const badge = screen.getByText(`Reading confidence ${value}%`);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.className).toMatch(colour);
    unmount();
  });

  it('falls back to confidence, shows teams, sport, flattened odds, options and only 3 key factors', () => {
    renderCard(item({ overallConfidence: undefined as unknown as number, confidence: 64 }));
    expect(screen.getByText('Reading confidence 64%')).toBeInTheDocument();
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

  it("names the verdict and the pick's fair chance, never the confidence as a bare percentage (issue 48)", async () => {
    // The card read "Arsenal 86% · No edge": fair chances 38.7 / 28.1 / 33.2, and 86 the confidence figure.
    const facts = {
      v: 1,
      verdict: 'no-bet',
      threeWay: true,
      sport: 'football',
      names: {
        printed: ['Arsenal', 'Sheffield United'],
        en: ['Arsenal', 'Sheffield United'],
        ru: ['Арсенал', 'Шеффилд Юнайтед'],
      },
      oddsFormat: 'decimal',
      source: 'market',
      method: 'power',
      modelWeight: 0,
      minEdge: 0.03,
      stakeCapPercent: 2.5,
      screenshots: [0],
      headline: { code: 'headline.nothing' },
      factors: [],
      warnings: [],
      options: [
        { key: 'home', sides: ['home'], synthetic: false, screenshots: [0], status: 'no-edge' },
        { key: 'draw', sides: ['draw'], synthetic: false, screenshots: [0], status: 'no-edge' },
      ],
      grid: [],
      model: null,
    } as unknown as AnalysisFacts;
    const card = item({
      overallConfidence: 86,
      confidence: 86,
      facts,
      verdict: 'no-bet',
      pick: { key: 'home', probability: 38.7, staked: false, source: 'market' },
      bettingOptions: [
        { key: 'home', type: 'Arsenal to win', confidence: 86, recommendation: 'No edge', odds: '2.45', winProbability: 38.7 },
        { key: 'draw', type: 'Draw', confidence: 86, recommendation: 'No edge', odds: '3.40', winProbability: 28.1 },
      ],
    });
    const first = renderCard(card);
    const view = within(first.container);
    expect(view.getByTestId('history-verdict')).toHaveTextContent('Verdict: No bet · Arsenal 38.7% (fair chance)');
    const options = view.getByRole('list', { name: '2 betting options' });
    expect(within(options).getAllByRole('listitem')[0]).toHaveTextContent('Arsenal2.45 · fair chance 38.7% · No edge');
    // 86 appears once, and only named as what it is.
    const text = first.container.textContent ?? '';
    expect(text.match(/86\s?%/g)).toHaveLength(1);
    expect(text).toContain('Reading confidence 86%');
    expect(text).not.toMatch(/AI/);
    first.unmount();

    // A verdict code this build does not know yet still reads as a sentence; the model's estimate is named as such.
    const second = renderCard({
      ...card,
      verdict: 'some-new-code',
      pick: { key: 'draw', probability: 40.2, staked: false, source: 'model' },
    });
    expect(within(second.container).getByTestId('history-verdict')).toHaveTextContent(
      "Verdict: see the full analysis · Draw 40.2% (team model's estimate, for information only)",
    );
    second.unmount();

    await i18n.changeLanguage('ru');
    const ru = within(renderCard({ ...card, language: 'ru' }).container);
    expect(ru.getByTestId('history-verdict')).toHaveTextContent(
      'Вердикт: без ставки · Арсенал (П1) 38,7 % (справедливая вероятность)',
    );
    expect(ru.getByText(/^Уверенность распознавания 86\s%$/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('flattens an odds object to text', () => {
    expect(flattenOdds({ home: '1.5', away: null }, (k) => k.toUpperCase(), 'N/A')).toBe('HOME: 1.5 · AWAY: N/A');
    expect(flattenOdds(null, (k) => k, 'N/A')).toBe('N/A');
  });
});
