import { describe, expect, it, vi } from 'vitest';
import { confidenceTone, pickConfidence } from './confidence';
import { filterArticles } from './articles';
import {
  armPartnerRedirect,
  isInteractiveTarget,
  predictionRedirectId,
  readRedirected,
  REDIRECTED_KEY,
} from './partner-redirect';
import { selectFiles } from './upload-validation';

describe('history confidence colours', () => {
  it('is green at 80 and above, yellow from 60 to 79, red below 60', () => {
    expect(confidenceTone(100)).toBe('high');
    expect(confidenceTone(80)).toBe('high');
    expect(confidenceTone(79.9)).toBe('medium');
    expect(confidenceTone(60)).toBe('medium');
    expect(confidenceTone(59)).toBe('low');
    expect(confidenceTone(0)).toBe('low');
  });
  it('falls back from overallConfidence to confidence', () => {
    expect(pickConfidence({ overallConfidence: 72, confidence: 10 })).toBe(72);
    expect(pickConfidence({ overallConfidence: null, confidence: 64 })).toBe(64);
    expect(pickConfidence({})).toBe(0);
  });
});

describe('article search', () => {
  const articles = [
    { id: '1', title: 'Expected Goals', category: 'Football', excerpt: 'Chances and shots' },
    { id: '2', title: 'Pace and Totals', category: 'Basketball', excerpt: 'Possessions drive points' },
    { id: '3', title: 'Тильт', category: 'Психология', excerpt: 'Эмоции' },
  ];
  it('matches title, category or excerpt, case-insensitively', () => {
    expect(filterArticles(articles, 'GOALS').map((a) => a.id)).toEqual(['1']);
    expect(filterArticles(articles, 'basket').map((a) => a.id)).toEqual(['2']);
    expect(filterArticles(articles, 'possessions').map((a) => a.id)).toEqual(['2']);
    expect(filterArticles(articles, 'ПСИХО').map((a) => a.id)).toEqual(['3']);
  });
  it('returns everything for an empty query and nothing for no match', () => {
    expect(filterArticles(articles, '  ')).toHaveLength(3);
    expect(filterArticles(articles, 'cricket')).toEqual([]);
  });
});

describe('upload validation', () => {
  const file = (name: string, size: number, type = 'image/png') => ({ name, size, type });
  it('accepts PNG, JPEG and WebP up to 10 MB', () => {
    const r = selectFiles(
      [file('a.png', 1000), file('b.jpg', 10 * 1024 * 1024, 'image/jpeg'), file('c.webp', 5, 'image/webp')],
      0,
    );
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.webp']);
    expect(r.rejected).toEqual([]);
  });
  it('rejects files over 10 MB and other types', () => {
    const r = selectFiles(
      [file('big.png', 10 * 1024 * 1024 + 1), file('doc.pdf', 10, 'application/pdf'), file('x.gif', 10, 'image/gif')],
      0,
    );
    expect(r.accepted).toEqual([]);
    expect(r.rejected).toEqual([
      { name: 'big.png', reason: 'size' },
      { name: 'doc.pdf', reason: 'type' },
      { name: 'x.gif', reason: 'type' },
    ]);
  });
  it('keeps at most 5 files in total and silently ignores the extras', () => {
    const seven = Array.from({ length: 7 }, (_, i) => file(`${i}.png`, 10));
    expect(selectFiles(seven, 0).accepted).toHaveLength(5);
    expect(selectFiles(seven, 3).accepted.map((f) => f.name)).toEqual(['0.png', '1.png']);
    expect(selectFiles(seven, 5)).toEqual({ accepted: [], rejected: [] });
  });
});

describe('partner redirect', () => {
  const base = { teams: ['Arsenal', 'Chelsea'], sport: 'football', confidence: 71, recommendation: 'Back Arsenal' };

  it('derives a stable 16-character id that differs between predictions', () => {
    const id = predictionRedirectId(base);
    expect(id).toHaveLength(16);
    expect(predictionRedirectId({ ...base })).toBe(id);
    expect(predictionRedirectId({ ...base, teams: ['Arsenal', 'Everton'] })).not.toBe(id);
    expect(predictionRedirectId({ ...base, confidence: 72 })).not.toBe(id);
    expect(predictionRedirectId({ teams: null, sport: null, confidence: null, recommendation: null })).toHaveLength(16);
    expect(predictionRedirectId({ ...base, teams: ['Спартак', 'ЦСКА'] })).toMatch(/^[A-Za-z0-9+/=]{16}$/);
  });

  function memoryStorage() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  }

  it('opens once on a non-interactive click, records the id and disarms', () => {
    document.body.innerHTML = '<p id="text">text</p><button id="btn">b</button><a id="lnk" href="#">l</a>';
    const storage = memoryStorage();
    const open = vi.fn();
    const id = predictionRedirectId(base);
    armPartnerRedirect({ id, url: 'https://partner.example', storage, target: document, open });

    document.getElementById('btn')!.click();
    document.getElementById('lnk')!.click();
    expect(open).not.toHaveBeenCalled();

    document.getElementById('text')!.click();
    expect(open).toHaveBeenCalledWith('https://partner.example');
    expect(readRedirected(storage)).toEqual([id]);

    document.getElementById('text')!.click();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never arms again for a prediction already redirected', () => {
    document.body.innerHTML = '<div id="area">x</div>';
    const storage = memoryStorage();
    const id = predictionRedirectId(base);
    storage.setItem(REDIRECTED_KEY, JSON.stringify([id]));
    const open = vi.fn();
    armPartnerRedirect({ id, url: 'https://partner.example', storage, target: document, open });
    document.getElementById('area')!.click();
    expect(open).not.toHaveBeenCalled();
  });

  it('treats elements inside buttons and links as interactive', () => {
    document.body.innerHTML =
      '<button><span id="inner">x</span></button><div id="plain">y</div><label><span id="lab">z</span></label>';
    expect(isInteractiveTarget(document.getElementById('inner'))).toBe(true);
    expect(isInteractiveTarget(document.getElementById('lab'))).toBe(true);
    expect(isInteractiveTarget(document.getElementById('plain'))).toBe(false);
  });

  it('survives a corrupted storage value', () => {
    const storage = memoryStorage();
    storage.setItem(REDIRECTED_KEY, '{not json');
    expect(readRedirected(storage)).toEqual([]);
  });
});

import { formatInteger, formatMatchDate, percent } from './format';

describe('formatting', () => {
  it('formats full and year-less match dates per locale', () => {
    expect(formatMatchDate('2026-11-14', 'en')).toBe('November 14, 2026');
    expect(formatMatchDate('2026-11-14', 'ru')).toBe('14 ноября 2026 г.');
    expect(formatMatchDate('--03-07', 'en')).toBe('March 7');
    expect(formatMatchDate(null, 'en')).toBeNull();
    expect(formatMatchDate('tomorrow', 'en')).toBe('tomorrow');
  });
  it('prints measured ratios as percent whether given as a fraction or a percent', () => {
    expect(percent(0.534, 'en')).toBe('53.4%');
    expect(percent(98.5, 'en')).toBe('98.5%');
    expect(percent(0.534, 'ru')).toBe('53,4\u00a0%');
  });
  it('groups whole numbers in the UI language', () => {
    expect(formatInteger(20370, 'en')).toBe('20,370');
    expect(formatInteger(20370, 'ru')).toBe('20\u00a0370');
  });
});

import { formatNumber } from './format';

describe('number formatting', () => {
  it('uses a decimal comma in Russian', () => {
    expect(formatNumber(46, 'en')).toBe('46.0');
    expect(formatNumber(4.812, 'ru', 2)).toBe('4,81');
    expect(formatNumber(-3.4, 'ru')).toBe('-3,4');
  });
});
