import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../names/gazetteer';
import { repairedSide } from './name-repair';

const gazetteer = loadGazetteer();

describe('a glyph glued to a name', () => {
  it('is dropped where the name without it is a club the gazetteer knows exactly', () => {
    expect(repairedSide('Галатасарайб', gazetteer)).toBe('Галатасарай');
    expect(repairedSide('Liverpoolr', gazetteer)).toBe('Liverpool');
  });

  it('leaves a name alone that is known as read, unknown, or not one glyph from a known club', () => {
    expect(repairedSide('Ливерпуль', gazetteer)).toBeNull();
    expect(repairedSide('Arsenal', gazetteer)).toBeNull();
    expect(repairedSide('Calcutta Premier Division', gazetteer)).toBeNull();
    expect(repairedSide('Liverpoolxy', gazetteer)).toBeNull();
  });
});
