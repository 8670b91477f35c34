import { describe, expect, it } from 'vitest';
import { buildRows } from '../grid/layout';
import { LOCALES } from '../locale/vocab';
import { fixturePage } from '../test-fixtures';
import { kindOf, pageHasSlipMarkers } from './page-kind';

const rows = (...lines: string[]) => buildRows(fixturePage(lines.map((t, i) => [40 + 40 * i, [t, 20]])));

describe('page kind', () => {
  it("finds a slip by any locale's slip markers, and no slip on a list", () => {
    expect(pageHasSlipMarkers(rows('Schedina', 'Inter - Milan', 'Importo 10,00'))).toBe(true);
    expect(pageHasSlipMarkers(rows('Купон', 'Спартак - Зенит 2.10'))).toBe(true);
    expect(pageHasSlipMarkers(rows('Premier League', 'Arsenal - Chelsea 2.10 3.40 3.20'))).toBe(false);
    for (const l of LOCALES) for (const marker of l.slip.markers) expect(pageHasSlipMarkers(rows(marker)), marker).toBe(true);
  });

  it('shows a slip layout with one price as a slip, a full market beside a slip as the page market', () => {
    expect(kindOf('slip', false, 1)).toBe('slip');
    expect(kindOf('slip', false, 3)).toBe('event');
    expect(kindOf('board', true, 2)).toBe('board');
    expect(kindOf('grid', true, 3)).toBe('list');
  });
});
