import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Maximize2, Minus, Plus } from 'lucide-react';
import { Dialog } from '../../components/dialog';
import { BoxesOverlay, type ScreenshotProps } from './screenshot-boxes';

const MIN_SCALE = 1;
const MAX_SCALE = 6;
/** The zoom a tap on the fitted picture goes to. */
const TAP_SCALE = 2.5;

const clamp = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/**
 * The screenshot full screen. Scale 1 fits the width; pinch with two fingers, tap (or click) to zoom in at that
 * point and tap again to fit, or use the buttons; the enlarged picture scrolls. Boxes stay in place at any scale
 * (the overlay's viewBox is the image's own pixels).
 */
export function ScreenshotViewer(props: ScreenshotProps & { onClose: () => void }) {
  const { imageUrl, width, height, index, count, onClose } = props;
  const { t, i18n } = useTranslation('review');
  const [scale, setScale] = useState(1);
  const scroller = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const moved = useRef(false);
  // Where to scroll after a zoom: the image point (0..1 of its size) to keep under the viewport point (px).
  const anchor = useRef<{ fx: number; fy: number; vx: number; vy: number } | null>(null);

  useEffect(() => {
    const el = scroller.current;
    const a = anchor.current;
    if (!el || !a) return;
    anchor.current = null;
    const w = el.clientWidth * scale;
    const h = width > 0 ? (w * height) / width : el.scrollHeight;
    el.scrollLeft = a.fx * w - a.vx;
    el.scrollTop = a.fy * h - a.vy;
  }, [scale, width, height]);

  /** Zooms to `next`, keeping the image point under viewport point (vx, vy) where it is. */
  const zoomAt = (next: number, vx?: number, vy?: number) => {
    const el = scroller.current;
    const s = clamp(next);
    if (el) {
      const x = vx ?? el.clientWidth / 2;
      const y = vy ?? el.clientHeight / 2;
      const w = el.clientWidth * scale;
      const h = width > 0 ? (w * height) / width : el.scrollHeight;
      anchor.current = { fx: (el.scrollLeft + x) / w, fy: (el.scrollTop + y) / h, vx: x, vy: y };
    }
    setScale(s);
  };

  const local = (e: { clientX: number; clientY: number }) => {
    const r = scroller.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    moved.current = false;
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2) {
      moved.current = true;
      const [a, b] = [...pointers.current.values()];
      const mid = local({ clientX: (a!.x + b!.x) / 2, clientY: (a!.y + b!.y) / 2 });
      const d = distance();
      if (pinch.current.distance > 0) zoomAt((pinch.current.scale * d) / pinch.current.distance, mid.x, mid.y);
    }
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' }).format(scale);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('zoom.title', { index: index + 1, count })}
      hideTitle
      className="fixed inset-0 flex flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-50"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2 dark:border-slate-700">
        <button type="button" className="btn-secondary px-3" onClick={() => zoomAt(scale / 1.5)} disabled={scale <= MIN_SCALE}>
          <Minus aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('zoom.out')}</span>
        </button>
        <output className="min-w-14 text-center text-sm tabular-nums" data-testid="zoom-scale" aria-live="polite">
          {percent}
        </output>
        <button type="button" className="btn-secondary px-3" onClick={() => zoomAt(scale * 1.5)} disabled={scale >= MAX_SCALE}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t('zoom.in')}</span>
        </button>
        <button type="button" className="btn-secondary px-3" onClick={() => zoomAt(1)} disabled={scale === 1}>
          <Maximize2 aria-hidden="true" className="h-4 w-4" />
          {t('zoom.fit')}
        </button>
        <p className="hidden text-xs muted sm:block">{t('zoom.hint')}</p>
        <button type="button" className="btn-primary ml-auto" onClick={onClose}>
          {t('zoom.close')}
        </button>
      </div>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-auto"
        style={{ touchAction: pinch.current ? 'none' : 'pan-x pan-y' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="zoom-scroller"
      >
        <div
          className="relative cursor-zoom-in"
          style={{ width: `${scale * 100}%` }}
          onClick={(e) => {
            if (moved.current) return;
            const p = local(e);
            zoomAt(scale > 1 ? 1 : TAP_SCALE, p.x, p.y);
          }}
        >
          <img
            src={imageUrl}
            alt={t('screenshotAlt', { index: index + 1, count })}
            className="block h-auto w-full select-none"
            draggable={false}
            width={width || undefined}
            height={height || undefined}
          />
          {width > 0 && height > 0 && <BoxesOverlay {...props} />}
        </div>
      </div>
    </Dialog>
  );
}
