import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enReview from '../../../public/locales/en/review.json';
import enHome from '../../../public/locales/en/home.json';
import ruReview from '../../../public/locales/ru/review.json';
import ruHome from '../../../public/locales/ru/home.json';
import { ReviewFields } from './review-fields';
import type { FormField, ReviewFormValues } from './review-form';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { review: enReview, home: enHome }, ru: { review: ruReview, home: ruHome } },
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

  it('a spread pick shows its line beside the picked side and on its one price, never as a moneyline, and can be cleared', async () => {
    const slip: ReviewFormValues = {
      ...values,
      sport: 'basketball',
      home: 'Boston Celtics',
      away: 'PHO SUNS',
      homeOdds: '',
      awayOdds: '-105',
    };
    const noMarks = { check: new Set<FormField>(), missing: new Set<FormField>(), names: {} };
    let cleared = 0;
    const props = {
      values: slip,
      onChange: () => {},
      problems: {},
      onFormatChange: () => {},
      marks: noMarks,
      pick: { value: 'away' as const, onChange: () => {} },
      spread: { line: '+14.5', onClear: () => cleared++ },
    };
    const { container, rerender } = render(<ReviewFields {...props} />);
    const view = within(container);
    const pick = view.getByTestId('slip-pick');
    expect(within(pick).getByText(enReview.form.spreadLegend)).toBeInTheDocument();
    expect(within(pick).getByTestId('spread-line')).toHaveTextContent('Spread +14.5');
    expect(within(pick).getByText(enReview.form.spreadHint)).toBeInTheDocument();
    // No draw in a spread, and no price field of the match result: only the pick's, named by its line.
    expect(within(pick).getAllByRole('radio')).toHaveLength(2);
    expect(view.getByRole('textbox', { name: 'PHO SUNS, Spread +14.5' })).toHaveValue('-105');
    for (const name of ['Home', 'Draw', 'Away']) expect(view.queryByRole('textbox', { name })).toBeNull();
    fireEvent.click(view.getByRole('button', { name: enReview.form.spreadClear }));
    expect(cleared).toBe(1);

    await i18n.changeLanguage('ru');
    rerender(<ReviewFields {...props} />);
    expect(view.getByTestId('spread-line')).toHaveTextContent('Фора +14,5');
    expect(view.getByText(ruReview.form.spreadLegend)).toBeInTheDocument();
    await i18n.changeLanguage('en');

    // Cleared: an ordinary slip pick with the three price fields.
    const { spread: _spread, ...moneyline } = props;
    rerender(<ReviewFields {...moneyline} />);
    expect(view.queryByTestId('spread-line')).toBeNull();
    expect(view.getByText(enReview.form.pickLegend)).toBeInTheDocument();
    expect(view.getByRole('textbox', { name: 'Away' })).toHaveValue('-105');
  });
});
