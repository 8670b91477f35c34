import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReadMatch } from '@shared/reading';
import { readMatch } from '@shared/reading.test-helpers';
import enReview from '../../../public/locales/en/review.json';
import ruReview from '../../../public/locales/ru/review.json';
import { MatchPicker } from './match-picker';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { review: enReview }, ru: { review: ruReview } },
    defaultNS: 'review',
    react: { useSuspense: false },
  });
});

const match = (id: string, teams: [string, string], odds: number): ReadMatch =>
  readMatch({ id, teams, confidence: { teams: 0.9, odds, date: 0 } });

describe('match picker', () => {
  it('says in the list which rows have prices to check, before one is chosen', async () => {
    const matches = [match('s0-m0', ['Alpha Rovers', 'Beta United'], 0.95), match('s0-m1', ['Gamma City', 'Delta Town'], 0.79)];
    for (const lng of ['en', 'ru'] as const) {
      await i18n.changeLanguage(lng);
      const { unmount } = render(
        <MatchPicker matches={matches} selectedId={null} onSelect={() => {}} screenshots={['/a.png']} />,
      );
      const words = (lng === 'en' ? enReview : ruReview).matches.pricesToCheck;
      const rows = screen.getAllByRole('radio').map((r) => r.closest('label')!);
      expect(within(rows[0]!).queryByText(words)).toBeNull();
      expect(within(rows[1]!).getByText(words)).toBeInTheDocument();
      unmount();
    }
  });
});
