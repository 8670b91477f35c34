import { useTranslation } from 'react-i18next';
import type { Box } from '@shared/reading';

/** The part of the screenshot shown around a field's box, in original pixels: [x, y, width, height]. */
export function zoomWindow(box: Box, width: number, height: number): Box {
  const [x, y, w, h] = box;
  // Context either side: enough to see the neighbouring cells, so a misread can be told from its neighbours.
  const padX = Math.max(w * 0.75, h * 3);
  const padY = Math.max(h * 1.25, 8);
  let cw = w + 2 * padX;
  let ch = h + 2 * padY;
  // Never wider than 4:1, so a phone shows it tall enough to read.
  if (cw / ch > 4) ch = cw / 4;
  cw = Math.min(cw, width);
  ch = Math.min(ch, height);
  const cx = Math.min(Math.max(0, x + w / 2 - cw / 2), Math.max(0, width - cw));
  const cy = Math.min(Math.max(0, y + h / 2 - ch / 2), Math.max(0, height - ch));
  return [cx, cy, cw, ch];
}

/**
 * Where a field was read, enlarged: the screenshot cropped around the field's box, the box outlined. CSS only (the
 * browser scales the one image already loaded), so it follows focus from field to field at once.
 */
export function FieldZoom({
  imageUrl,
  width,
  height,
  box,
  label,
}: {
  imageUrl: string;
  width: number;
  height: number;
  box: Box;
  /** The field's name, for the caption. */
  label: string;
}) {
  const { t, i18n } = useTranslation('review');
  const [cx, cy, cw, ch] = zoomWindow(box, width, height);
  // How much larger than the screenshot shown whole at this width (the figure's "×N").
  const factor = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(width / cw);
  return (
    <figure
      className="overflow-hidden rounded-lg border-2 border-fuchsia-600 bg-white dark:bg-slate-900"
      data-testid="field-zoom"
    >
      <div className="relative w-full overflow-hidden" style={{ aspectRatio: `${cw} / ${ch}` }}>
        <img
          src={imageUrl}
          alt=""
          draggable={false}
          className="absolute max-w-none select-none"
          style={{
            left: `${(-cx / cw) * 100}%`,
            top: `${(-cy / ch) * 100}%`,
            width: `${(width / cw) * 100}%`,
            height: `${(height / ch) * 100}%`,
          }}
        />
        <svg
          className="absolute inset-0 h-full w-full"
          viewBox={`${cx} ${cy} ${cw} ${ch}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <rect
            x={box[0] - 2}
            y={box[1] - 2}
            width={box[2] + 4}
            height={box[3] + 4}
            className="fill-transparent stroke-fuchsia-600"
            strokeWidth={Math.max(1.5, ch / 60)}
            data-testid="field-zoom-box"
          />
        </svg>
      </div>
      <figcaption className="px-3 py-1 text-xs muted" data-testid="field-zoom-caption">
        {t('zoom.fieldCaption', { field: label, factor })}
      </figcaption>
    </figure>
  );
}
