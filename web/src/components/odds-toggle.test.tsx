import { useState } from 'react';
import { describe, expect, it, beforeAll } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { OddsFormat } from '@shared/prediction';
import { OddsToggle, OddsValue } from './odds-toggle';
import enHome from '../../public/locales/en/home.json';
import enCommon from '../../public/locales/en/common.json';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { home: enHome, common: enCommon } },
    defaultNS: 'common',
    react: { useSuspense: false },
  });
});

function Harness() {
  const [format, setFormat] = useState<OddsFormat>('decimal');
  return (
    <div>
      <OddsToggle value={format} onChange={setFormat} />
      <p data-testid="a">
        <OddsValue value="2.50" format={format} />
      </p>
      <p data-testid="b">
        <OddsValue value="1.50" format={format} />
      </p>
      <p data-testid="c">
        <OddsValue value="5/4" format={format} />
      </p>
      <p data-testid="d">
        <OddsValue value={null} format={format} />
      </p>
    </div>
  );
}

describe('odds display toggle', () => {
  it('starts in decimal and converts every odds value when another format is chosen', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Odds format' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decimal' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('a')).toHaveTextContent('2.50');
    expect(screen.getByTestId('c')).toHaveTextContent('2.25');
    expect(screen.getByTestId('d')).toHaveTextContent('N/A');

    fireEvent.click(screen.getByRole('button', { name: 'Fractional' }));
    expect(screen.getByRole('button', { name: 'Fractional' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Decimal' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('a')).toHaveTextContent('6/4');
    expect(screen.getByTestId('b')).toHaveTextContent('1/2');
    expect(screen.getByTestId('c')).toHaveTextContent('5/4');
    expect(screen.getByTestId('d')).toHaveTextContent('N/A');

    fireEvent.click(screen.getByRole('button', { name: 'American' }));
    expect(screen.getByTestId('a')).toHaveTextContent('+150');
    expect(screen.getByTestId('b')).toHaveTextContent('\u2212200');
    expect(screen.getByTestId('c')).toHaveTextContent('+125');
  });
});
