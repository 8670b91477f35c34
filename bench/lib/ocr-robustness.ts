import sharp from 'sharp';
import { readScreenshot } from '../../server/src/extraction/assemble/read-screenshot';
import { createTesseractPool } from '../../server/src/ocr/tesseract-pool';
const pool = createTesseractPool({ size: 1 });
const T = (x: number, y: number, t: string, size = 14, fill = '#222', weight = 'normal', font = 'DejaVu Sans') =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}">${t}</text>`;
const R = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;
const svg = (w: number, h: number, bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/>${body}</svg>`;
// Hand-rendered layouts that appear in neither corpus folder: a generalisation check, not a tuning target.
// Usage: npx tsx bench/lib/ocr-robustness.ts
const cases: [string, string, (string | null)[]][] = [
  [
    'A bet365 desktop',
    svg(
      900,
      260,
      '#f4f4f4',
      T(20, 30, 'Soccer › England › Premier League', 12, '#555') +
        T(20, 60, 'Aston Villa v Newcastle', 20, '#111', 'bold') +
        T(20, 85, 'Sat 18 Jan 15:00', 12, '#555') +
        T(20, 125, 'Full Time Result', 14, '#111', 'bold') +
        R(20, 140, 270, 60, '#dde3e6') +
        R(300, 140, 270, 60, '#dde3e6') +
        R(580, 140, 270, 60, '#dde3e6') +
        T(30, 162, 'Aston Villa', 12, '#444') +
        T(310, 162, 'Draw', 12, '#444') +
        T(590, 162, 'Newcastle', 12, '#444') +
        T(30, 188, '2.25', 16, '#0a7', 'bold') +
        T(310, 188, '3.60', 16, '#0a7', 'bold') +
        T(590, 188, '3.10', 16, '#0a7', 'bold'),
    ),
    ['Aston Villa', 'Newcastle', '--01-18', '15:00', '2.25', '3.60', '3.10'],
  ],
  [
    'B ru mobile dark',
    svg(
      390,
      420,
      '#101418',
      T(16, 40, 'Футбол. Лига чемпионов УЕФА', 13, '#9aa') +
        T(16, 80, 'Реал Мадрид – Бавария', 18, '#fff', 'bold') +
        T(16, 108, 'Сегодня, 21:00', 13, '#9aa') +
        T(16, 160, 'Исход', 14, '#fff', 'bold') +
        R(12, 175, 116, 44, '#1f262d') +
        R(136, 175, 116, 44, '#1f262d') +
        R(260, 175, 116, 44, '#1f262d') +
        T(22, 202, 'П1', 13, '#9aa') +
        T(80, 202, '1.95', 14, '#fff', 'bold') +
        T(146, 202, 'X', 13, '#9aa') +
        T(200, 202, '3.80', 14, '#fff', 'bold') +
        T(270, 202, 'П2', 13, '#9aa') +
        T(322, 202, '3.60', 14, '#fff', 'bold') +
        T(16, 260, 'Тотал', 14, '#fff', 'bold') +
        T(22, 292, 'ТБ 2.5  1.72', 13, '#9aa') +
        T(200, 292, 'ТМ 2.5  2.10', 13, '#9aa'),
    ),
    ['Real Madrid', 'Bayern Munich', null, '21:00', '1.95', '3.80', '3.60'],
  ],
  [
    'C comma decimals FR',
    svg(
      700,
      200,
      '#ffffff',
      T(20, 30, 'Ligue 1', 13, '#666') +
        T(20, 60, 'Lyon - Marseille', 18, '#111', 'bold') +
        T(20, 85, 'dim. 24 oct. 20:45', 12, '#666') +
        T(20, 120, 'Résultat du match', 14, '#111', 'bold') +
        T(20, 160, '1', 13, '#666') +
        T(60, 160, '2,10', 15, '#111', 'bold') +
        T(240, 160, 'N', 13, '#666') +
        T(280, 160, '3,40', 15, '#111', 'bold') +
        T(460, 160, '2', 13, '#666') +
        T(500, 160, '3,25', 15, '#111', 'bold'),
    ),
    ['Lyon', 'Marseille', '--10-24', '20:45', '2.10', '3.40', '3.25'],
  ],
  [
    'D small desktop list',
    svg(
      1000,
      150,
      '#ffffff',
      T(10, 20, 'Bundesliga', 11, '#333', 'bold') +
        T(600, 20, '1', 11, '#333') +
        T(700, 20, 'X', 11, '#333') +
        T(800, 20, '2', 11, '#333') +
        T(10, 50, '20.12. 15:30', 11, '#666') +
        T(120, 50, 'Bayern Munich - Dortmund', 11) +
        T(595, 50, '1.45', 11) +
        T(695, 50, '4.75', 11) +
        T(795, 50, '6.00', 11) +
        T(10, 80, '20.12. 18:30', 11, '#666') +
        T(120, 80, 'Leverkusen - Stuttgart', 11) +
        T(595, 80, '1.70', 11) +
        T(695, 80, '4.00', 11) +
        T(795, 80, '4.60', 11),
    ),
    ['Bayern Munich', 'Dortmund', '--12-20', '15:30', '1.45', '4.75', '6.00'],
  ],
  [
    'E tennis slip',
    svg(
      420,
      300,
      '#ffffff',
      T(16, 30, 'Bet Slip', 16, '#111', 'bold') +
        T(16, 70, 'Daniil Medvedev', 14, '#111', 'bold') +
        T(340, 70, '2.35', 14, '#111', 'bold') +
        T(16, 92, 'Match Winner', 12, '#666') +
        T(16, 112, 'Medvedev v Sinner', 12, '#666') +
        T(16, 180, 'Stake', 13) +
        T(330, 180, '£10.00', 13) +
        T(16, 210, 'To Return', 13) +
        T(330, 210, '£23.50', 13),
    ),
    ['Medvedev', 'Sinner', null, null, '2.35', null, null],
  ],
];
let ok = 0;
for (const [name, s, want] of cases) {
  const png = await sharp(Buffer.from(s)).png().toBuffer();
  const m = await readScreenshot(pool, png);
  const got = [
    m.correctedTeams?.[0] ?? m.teams?.[0] ?? null,
    m.correctedTeams?.[1] ?? m.teams?.[1] ?? null,
    m.date,
    m.time,
    m.homeOdds,
    m.drawOdds,
    m.awayOdds,
  ];
  const pass = JSON.stringify(got) === JSON.stringify(want);
  if (pass) ok++;
  console.log(pass ? 'ok  ' : 'MISS', name, JSON.stringify(got), pass ? '' : `want ${JSON.stringify(want)}`, m.sport, m.league);
}
console.log(`${ok}/${cases.length} layouts read exactly`);
await pool.close();
