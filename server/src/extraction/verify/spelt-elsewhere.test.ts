import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../../ocr/engine';
import { speltAsPrinted } from './spelt-elsewhere';

/** A page of lines, each word given as [text, confidence], laid out left to right. */
function page(lines: [string, number][][]): OcrPage {
  const out = lines.map((ws, li) => {
    const words: OcrWord[] = ws.map(([text, confidence], i) => ({
      text,
      confidence,
      bbox: { x0: i * 100, y0: li * 40, x1: i * 100 + 80, y1: li * 40 + 20 },
    }));
    return { text: ws.map((w) => w[0]).join(' '), words, bbox: { x0: 0, y0: li * 40, x1: 1000, y1: li * 40 + 20 } };
  });
  return { text: '', lines: out, words: out.flatMap((l) => l.words), width: 1000, height: 40 * lines.length, confidence: 90 };
}

describe('a name spelt as the page prints it most surely', () => {
  it('completes a cut word and corrects a misread one from a surer printing of the whole name', () => {
    const p = page([
      [
        ['Flavio', 93],
        ['Cobolli', 99],
        ['Thiago', 95],
        ['Agustin', 92],
        ['Tirante', 92],
      ],
      [
        ['Flavio', 93],
        ['Cobol', 87],
        ['Thiago', 86],
        ['Agustin', 51],
        ['Trante', 83],
      ],
    ]);
    expect(speltAsPrinted('Flavio Cobol', p)).toBe('Flavio Cobolli');
    expect(speltAsPrinted('Thiago Agustin Trante', p)).toBe('Thiago Agustin Tirante');
  });

  it('keeps the name where the other spelling is read less surely, or not surely enough', () => {
    const p = page([
      [
        ['Flavio', 93],
        ['Cobolli', 80],
      ],
      [
        ['Flavio', 93],
        ['Coboli', 83],
      ],
    ]);
    expect(speltAsPrinted('Flavio Coboli', p)).toBe('Flavio Coboli');
  });

  it('changes no one-word name, no initial and no short word: they differ as different names do', () => {
    const p = page([
      [
        ['Mario', 99],
        ['Maria', 60],
      ],
      [
        ['Zverev', 95],
        ['A.', 96],
      ],
      [
        ['Zverev', 95],
        ['M.', 99],
      ],
      [
        ['Man', 90],
        ['Utd', 99],
      ],
      [
        ['Man', 90],
        ['Ute', 70],
      ],
    ]);
    expect(speltAsPrinted('Maria', p)).toBe('Maria');
    expect(speltAsPrinted('Zverev A.', p)).toBe('Zverev A.');
    expect(speltAsPrinted('Man Ute', p)).toBe('Man Ute');
  });
});
