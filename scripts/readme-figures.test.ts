import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { END, figuresTable, START, withFigures } from './readme-figures';

const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');

describe('README figures (issue 48)', () => {
  it('the README quotes exactly what the committed reports in bench/results say', () => {
    // Stale? Run `npx tsx scripts/readme-figures.ts --write` after committing a new report.
    expect(withFigures(readme)).toBe(readme);
  });

  it('the table is made from the reports: a changed figure in a report changes it', () => {
    const table = figuresTable();
    expect(table).toContain('rows read right');
    // bench:load's event-loop figures, from the phase with analyses and worst-case texts together (issue 47).
    expect(table).toMatch(/event-loop delay under analysis load[^\n]*\| p99 [\d.]+ ms, max [\d.]+ ms/);
    const section = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    expect(section).toBe(table);
    // No figure outside the generated table claims a measurement the reports do not hold.
    const outside = readme.slice(0, readme.indexOf(START)) + readme.slice(readme.indexOf(END));
    expect(outside).not.toMatch(/\d[\d,.]* ?(req\/s|images\/s|ms p50)/);
  });
});
