/** One image's scene from (seed, family, index): every choice is drawn from the image's own seeded source. */
import { cardList } from './families/card-list';
import { desktopList, liveList } from './families/lists';
import { appStatusBar, mobileCards } from './families/phone-lists';
import { ruLine } from './families/ru-line';
import { comparison, eventPage, exchange, previewGraphic } from './families/single';
import { betHistory, noOdds, slipAccumulator, slipSingle } from './families/slips';
import { usBoard } from './families/us-board';
import { usSlip } from './families/us-slip';
import type { EventLabel, ImageLabel } from './labels';
import { randomDateStyle, UI } from './locale';
import { randomStyle, type OddsFormat } from './prices';
import { imageRng } from './rng';
import type { Ctx, Device, Family, FamilyOutput } from './scene';
import { FONTS, randomChrome, randomTheme } from './style';

export const FAMILIES: Family[] = [
  desktopList,
  eventPage,
  mobileCards,
  ruLine,
  comparison,
  usBoard,
  slipSingle,
  slipAccumulator,
  exchange,
  liveList,
  previewGraphic,
  betHistory,
  appStatusBar,
  cardList,
  usSlip,
  noOdds,
];

/** Negatives are "a few": half as many as a regular family. */
export function imagesPerFamily(family: Family, perFamily: number): number {
  return family.name === 'no-odds' ? Math.max(1, Math.ceil(perFamily / 2)) : perFamily;
}

export interface Scene {
  family: string;
  file: string;
  html: string;
  device: Device;
  image: { type: 'png' } | { type: 'jpeg'; quality: number };
  /** The label before the visibility check (events may still include rows cut off by the viewport). */
  label: ImageLabel;
  primaryPolicy: FamilyOutput['primary'];
  fit: boolean;
}

const PHONE_SCALES = [1, 2, 2, 2.625, 3, 3];
const DESKTOP_SCALES = [1, 1, 1, 1.25, 1.5, 2];

export function buildScene(seed: number, family: Family, index: number, attempt = 0): Scene {
  const rng = imageRng(seed, family.name, index, attempt);
  const lang = rng.weighted(family.langs);
  const kind = rng.weighted(family.devices);
  const device: Device =
    kind === 'desktop'
      ? { kind, width: rng.int(1280, 1920), height: rng.int(720, 1080), scale: rng.pick(DESKTOP_SCALES) }
      : { kind, width: rng.int(360, 430), height: rng.int(700, 930), scale: rng.pick(PHONE_SCALES) };
  // Large phone screenshots at 3x are big; cap the pixel count so PNG encoding stays quick.
  const allow: OddsFormat[] = lang === 'en' ? ['decimal', 'fractional', 'american'] : ['decimal'];
  const ctx: Ctx = {
    rng,
    lang,
    ui: UI[lang],
    theme: randomTheme(rng),
    font: rng.pick(FONTS),
    price: randomStyle(rng, lang, allow),
    dateStyle: randomDateStyle(rng, lang),
    device,
    chrome: randomChrome(rng, lang, imageRng(seed, `${family.name}/menu`, index, attempt)),
  };
  const jpeg = rng.chance(0.55);
  const quality = rng.int(55, 95);
  const out = family.render(ctx);
  const ext = jpeg ? 'jpg' : 'png';
  const file = `${family.name}/${family.name}-${String(index + 1).padStart(3, '0')}.${ext}`;
  const primary = out.primary === 'first' ? firstComplete(out.events) : out.primary;
  return {
    family: family.name,
    file,
    html: out.html,
    device,
    image: jpeg ? { type: 'jpeg', quality } : { type: 'png' },
    primaryPolicy: out.primary,
    fit: out.fit ?? false,
    label: {
      file,
      family: family.name,
      language: lang,
      theme: ctx.theme.name,
      font: ctx.font,
      width: device.width,
      scale: device.scale,
      jpegQuality: jpeg ? quality : null,
      sport: out.sport,
      events: out.events,
      primary,
      negative: out.negative ?? false,
    },
  };
}

/**
 * A list's primary match: its first complete row (every printed outcome has a price), as the product takes when the
 * user picks none (the issue: 'the most prominent complete match'); the first row when none is complete.
 */
export function firstComplete(events: readonly EventLabel[]): number | null {
  if (!events.length) return null;
  const i = events.findIndex((e) => Object.values(e.odds).every((p) => p !== '-'));
  return i >= 0 ? i : 0;
}

/**
 * The final label once the page is drawn: only events whose element is fully inside the screenshot and not
 * covered by an overlay (cookie banner, bottom navigation) stay listed.
 */
export function finalLabel(scene: Scene, visible: boolean[]): ImageLabel {
  const keep = scene.label.events.map((_, i) => visible[i] === true);
  const events = scene.label.events.filter((_, i) => keep[i]);
  let primary: number | null = null;
  if (scene.primaryPolicy === 'first') primary = firstComplete(events);
  else if (typeof scene.primaryPolicy === 'number' && keep[scene.primaryPolicy])
    primary = keep.slice(0, scene.primaryPolicy).filter(Boolean).length;
  return { ...scene.label, events, primary };
}
