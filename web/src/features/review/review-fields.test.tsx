import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enReview from '../../../public/locales/en/review.json';
import enHome from '../../../public/locales/en/home.json';
import { ReviewFields } from './review-fields';
import type { FormField, ReviewFormValues } from './review-form';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { review: enReview, home: enHome } },
    defaultNS: 'review',
    react: { useSuspense: false },
  });
});

// Team names shorter than two letters: the team inputs ask the server for suggestions only from two.
const values: ReviewFormValues = {
  sport: 'football',
  league: '',
  home: 'A',
  away: 'B',
  date: '',
  homeOdds: '2.10',
  drawOdds: '',
  awayOdds: '3.20',
  oddsFormat: 'decimal',
};

function priceHint(): string {
  const describedBy = screen.getByRole('textbox', { name: 'Draw' }).getAttribute('aria-describedby') ?? '';
  const hint = describedBy.split(' ').find((id) => id.endsWith('-price-hint'));
  return document.getElementById(hint ?? '')?.textContent ?? '';
}

describe('review fields', () => {
  it('asks for the draw a 1X2 match was read without, instead of offering to leave it empty', () => {
    const onChange = () => {};
    const common = { onChange, problems: {}, onFormatChange: () => {} };
    const missing = { check: new Set<FormField>(), missing: new Set<FormField>(['drawOdds']), names: {} };
    const { rerender } = render(<ReviewFields values={values} {...common} marks={missing} />);
    expect(priceHint()).toContain(enReview.form.drawHint.missing);
    expect(priceHint()).not.toContain(enReview.form.drawHint.twoWay);
    // Marked as not read, not as a misread.
    expect(screen.getByText(enReview.form.notRead)).toBeInTheDocument();
    expect(screen.queryByText(enReview.form.checkThis)).toBeNull();

    // Typed in, the draw is no longer missing.
    rerender(<ReviewFields values={{ ...values, drawOdds: '3.40' }} {...common} marks={missing} />);
    expect(priceHint()).toContain(enReview.form.drawHint.twoWay);
    expect(screen.queryByText(enReview.form.notRead)).toBeNull();

    // A market read without a draw (moneyline): leaving it empty is right.
    rerender(<ReviewFields values={values} {...common} marks={{ check: new Set(), missing: new Set(), names: {} }} />);
    expect(priceHint()).toContain(enReview.form.drawHint.twoWay);
    expect(priceHint()).toContain(enReview.form.priceHint.decimal);
  });

  it('a doubted team name is marked with its reason; a name not doubted is not marked', () => {
    const marks = { check: new Set<FormField>(['away']), missing: new Set<FormField>(), names: { away: 'unknownTeam' as const } };
    const { container } = render(
      <ReviewFields values={values} onChange={() => {}} problems={{}} onFormatChange={() => {}} marks={marks} />,
    );
    const form = within(container);
    const away = form.getByLabelText(enReview.form.away);
    expect(away).toHaveAccessibleDescription(`${enReview.form.checkThis} ${enReview.form.nameDoubt.unknownTeam}`);
    expect(form.getByLabelText(enReview.form.home)).not.toHaveAccessibleDescription();
    expect(form.getAllByText(enReview.form.checkThis)).toHaveLength(1);
  });
});
