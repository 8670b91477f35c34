import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomIn } from 'lucide-react';
import type { Box, ReadField, ReadMatch } from '@shared/reading';
import { ScreenshotViewer } from './screenshot-viewer';

export interface ScreenshotProps {
  imageUrl: string;
  width: number;
  height: number;
  index: number;
  count: number;
  /** Matches read from this screenshot. */
  matches: readonly ReadMatch[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The field whose box is shown strongest (the one the user is checking). */
  activeField?: ReadField | null;
  /** The chosen match was read from this one of several screenshots: it is marked so. */
  holdsChosen?: boolean;
}

export const FIELDS: readonly ReadField[] = ['home', 'away', 'league', 'date', 'homeOdds', 'drawOdds', 'awayOdds'];

/** A match's outline: the union of its boxes, so a tap anywhere on its row picks it. */
function outline(match: ReadMatch): Box | null {
  const boxes = FIELDS.map((f) => match.boxes[f]).filter((b): b is Box => !!b);
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b[0]));
  const y = Math.min(...boxes.map((b) => b[1]));
  const right = Math.max(...boxes.map((b) => b[0] + b[2]));
  const bottom = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x, y, right - x, bottom - y];
}

/**
 * The outlines over a screenshot. The SVG's viewBox is the image's own pixel size, so boxes given in original pixels
 * land in place at any displayed size.
 */
export function BoxesOverlay({
  width,
  height,
  matches,
  selectedId,
  onSelect,
  activeField,
  testId,
}: Pick<ScreenshotProps, 'width' | 'height' | 'matches' | 'selectedId' | 'onSelect' | 'activeField'> & { testId?: string }) {
  const stroke = Math.max(2, Math.round(Math.max(width, height) / 300));
  return (
    <svg
      className="absolute inset-0 h-full w-full"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid={testId}
    >
      {matches.map((m) => {
        const selected = m.id === selectedId;
        const around = outline(m);
        return (
          <g key={m.id} data-match={m.id} data-selected={selected ? 'true' : 'false'}>
            {around && (
              <rect
                x={around[0] - stroke * 2}
                y={around[1] - stroke * 2}
                width={around[2] + stroke * 4}
                height={around[3] + stroke * 4}
                rx={stroke * 2}
                className={selected ? 'fill-emerald-500/10 stroke-emerald-600' : 'fill-transparent stroke-sky-500/70'}
                strokeWidth={selected ? stroke : stroke / 2}
                strokeDasharray={selected ? undefined : `${stroke * 3} ${stroke * 2}`}
                style={{ cursor: 'pointer' }}
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(m.id);
                }}
              />
            )}
            {selected &&
              FIELDS.map((f) => {
                const b = m.boxes[f];
                if (!b) return null;
                const active = f === activeField;
                return (
                  <rect
                    key={f}
                    data-field={f}
                    data-active={active ? 'true' : undefined}
                    x={b[0]}
                    y={b[1]}
                    width={b[2]}
                    height={b[3]}
                    className={active ? 'fill-fuchsia-400/20 stroke-fuchsia-600' : 'fill-amber-300/25 stroke-amber-500'}
                    strokeWidth={active ? stroke * 1.5 : stroke}
                    pointerEvents="none"
                  />
                );
              })}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The screenshot with what was read outlined; a button opens it full size, to zoom in by pinching or tapping. The
 * picture is explained in text by the match list and the form; pointer users may also tap an outline to pick that
 * match.
 */
export function ScreenshotBoxes(props: ScreenshotProps) {
  const { imageUrl, width, height, index, count, holdsChosen = false } = props;
  const { t } = useTranslation('review');
  const [open, setOpen] = useState(false);
  return (
    <figure
      className={`overflow-hidden rounded-lg bg-white dark:bg-slate-900 ${
        holdsChosen ? 'border-2 border-emerald-600' : 'border border-slate-300 dark:border-slate-600'
      }`}
      data-testid={`screenshot-${index}`}
      data-chosen={holdsChosen ? 'true' : undefined}
    >
      <div className="relative">
        <img
          src={imageUrl}
          alt={t('screenshotAlt', { index: index + 1, count })}
          className="block h-auto w-full"
          width={width || undefined}
          height={height || undefined}
        />
        {width > 0 && height > 0 && <BoxesOverlay {...props} testId={`boxes-${index}`} />}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-xs muted">
        <span>
          {count > 1 ? t('screenshotCaption', { index: index + 1, count }) : null}
          {holdsChosen && <span className="font-semibold text-emerald-800 dark:text-emerald-300"> · {t('chosenHere')}</span>}
        </span>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
          <ZoomIn aria-hidden="true" className="h-4 w-4" />
          {t('zoom.open')}
        </button>
      </figcaption>
      {open && <ScreenshotViewer {...props} onClose={() => setOpen(false)} />}
    </figure>
  );
}
