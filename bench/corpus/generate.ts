/**
 * Generates the screenshot corpus: bookmaker-style pages drawn in Debian chromium with exact labels.
 *   npm run corpus:generate -- [--per-family N] [--seed S] [--out DIR] [--family NAME]
 * Writes <out>/<family>/<family>-NNN.(png|jpg) and <out>/labels.jsonl (one ImageLabel per line).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { buildScene, FAMILIES, finalLabel, imagesPerFamily, type Scene } from './build';
import { labelProblems, type ImageLabel } from './labels';

const { values } = parseArgs({
  options: {
    'per-family': { type: 'string', default: '12' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: resolve(import.meta.dirname, 'out') },
    family: { type: 'string' },
  },
});
const perFamily = Number(values['per-family']);
const seed = Number(values.seed);
const outDir = resolve(values.out);
if (!Number.isInteger(perFamily) || perFamily < 1) throw new Error('--per-family must be a positive integer');
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
const families = values.family ? FAMILIES.filter((f) => f.name === values.family) : FAMILIES;
if (families.length === 0) throw new Error(`unknown family ${values.family}`);

/** One page per device scale factor (a context setting), reused for every image of that scale. */
class Pages {
  private pages = new Map<number, Page>();
  constructor(private browser: Browser) {}
  async get(scale: number, width: number, height: number): Promise<Page> {
    let page = this.pages.get(scale);
    if (!page) {
      const context = await this.browser.newContext({ deviceScaleFactor: scale, viewport: { width, height } });
      page = await context.newPage();
      this.pages.set(scale, page);
    }
    await page.setViewportSize({ width, height });
    return page;
  }
}

async function render(pages: Pages, scene: Scene): Promise<{ buffer: Buffer; visible: boolean[]; clipped: number }> {
  const { width, height, scale } = scene.device;
  const page = await pages.get(scale, width, height);
  await page.setContent(scene.html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let h = height;
  if (scene.fit) {
    h = Math.min(
      height,
      await page.evaluate(() => {
        const last = document.body.lastElementChild;
        if (!last) return 1;
        return Math.ceil(last.getBoundingClientRect().bottom + parseFloat(getComputedStyle(last).marginBottom));
      }),
    );
    await page.setViewportSize({ width, height: h });
  }
  const { visible, clipped } = await page.evaluate(
    ({ count, w, h }) => {
      const overlays = [...document.querySelectorAll('[data-overlay]')].map((e) => e.getBoundingClientRect());
      const out: boolean[] = [];
      let clippedCount = 0;
      for (let i = 0; i < count; i++) {
        const el = document.querySelector(`[data-ev="${i}"]`);
        if (!el) {
          out.push(false);
          continue;
        }
        const r = el.getBoundingClientRect();
        const inside = r.top >= 0 && r.left >= 0 && r.bottom <= h && r.right <= w && r.height > 0;
        // Text cut by its box (overflow hidden, an ellipsis) is not printed in full: team names must not be.
        const clipped = [el, ...el.querySelectorAll<HTMLElement>('*')].some(
          (t) => getComputedStyle(t).overflowX !== 'visible' && t.scrollWidth > t.clientWidth + 1,
        );
        const covered = overlays.some((o) => o.top < r.bottom && o.bottom > r.top && o.left < r.right && o.right > r.left);
        if (inside && !covered && clipped) clippedCount++;
        out.push(inside && !covered && !clipped);
      }
      return { visible: out, clipped: clippedCount };
    },
    { count: scene.label.events.length, w: width, h },
  );
  const buffer =
    scene.image.type === 'jpeg'
      ? await page.screenshot({ type: 'jpeg', quality: scene.image.quality, animations: 'disabled' })
      : await page.screenshot({ type: 'png', animations: 'disabled' });
  return { buffer, visible, clipped };
}

async function main(): Promise<void> {
  const started = Date.now();
  if (values.family) rmSync(resolve(outDir, values.family), { recursive: true, force: true });
  else rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = new Pages(browser);
  const labels: ImageLabel[] = [];
  const counts: Record<string, number> = {};
  let redrawn = 0;
  let clippedEvents = 0;
  try {
    for (const family of families) {
      for (let i = 0; i < imagesPerFamily(family, perFamily); i++) {
        // A drawing whose only match ends up hidden (under a cookie banner, below the fold) is redrawn with the
        // next attempt's choices; the attempts are seeded too, so the corpus stays deterministic.
        let drawn: { scene: Scene; buffer: Buffer; label: ImageLabel } | null = null;
        const problems: string[] = [];
        for (let attempt = 0; attempt < 5 && !drawn; attempt++) {
          const scene = buildScene(seed, family, i, attempt);
          const { buffer, visible, clipped } = await render(pages, scene);
          clippedEvents += clipped;
          const label = finalLabel(scene, visible);
          const found = labelProblems(label);
          if (found.length === 0) drawn = { scene, buffer, label };
          else problems.push(`${scene.file}: ${found.join('; ')}`);
        }
        if (!drawn) throw new Error(problems.join('\n'));
        if (problems.length > 0) redrawn++;
        const { scene, buffer, label } = drawn;
        const path = resolve(outDir, scene.file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, buffer);
        labels.push(label);
        counts[family.name] = (counts[family.name] ?? 0) + 1;
      }
    }
  } finally {
    await browser.close();
  }
  // With --family, the other families' labels from an earlier run stay; that family's lines are replaced.
  const labelsPath = resolve(outDir, 'labels.jsonl');
  const kept =
    values.family && existsSync(labelsPath)
      ? readFileSync(labelsPath, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '' && (JSON.parse(line) as ImageLabel).family !== values.family)
      : [];
  writeFileSync(labelsPath, [...kept, ...labels.map((l) => JSON.stringify(l))].join('\n') + '\n');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const [name, n] of Object.entries(counts)) console.log(`${name.padEnd(18)} ${n}`);
  console.log(
    `corpus: ${labels.length} images, ${labels.reduce((s, l) => s + l.events.length, 0)} events (${redrawn} redrawn, ${clippedEvents} dropped as clipped text) -> ${outDir} in ${seconds} s`,
  );
}

await main();
