import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardPaste, ImagePlus, Keyboard, Lock, Sparkles, X } from 'lucide-react';
import { Link } from 'wouter';
import { MAX_FILES_PER_UPLOAD } from '@shared/limits';
import { selectFiles } from '../../lib/upload-validation';
import { Dialog } from '../../components/dialog';
import { PartnerBanner } from './partner-banner';
import { allowanceExhausted } from '../../lib/allowance';
import { currentLanguage } from '../../lib/api';
import { useUserStats } from '../account/hooks';
import { ProcessingView, type ProgressState } from './processing-view';
import { canReadClipboard, isTouchOnly, readClipboardImages } from '../../lib/paste-images';

export interface ChosenFile {
  id: string;
  file: File;
  url: string;
  name: string;
}

interface Props {
  /** Screenshots pasted on the dashboard before this view opened: added as if pasted here. */
  incoming?: File[] | null;
  onIncomingTaken?: () => void;
  files: ChosenFile[];
  setFiles: Dispatch<SetStateAction<ChosenFile[]>>;
  locked: boolean;
  starting: boolean;
  /** Upload progress while the files are on their way, else null. */
  progress: ProgressState | null;
  onAnalyze: () => void;
  onGetUnlimited: () => void;
}

let nextId = 0;

/**
 * Releases the preview URLs of a list of chosen files when a file leaves the list or the list's owner unmounts, never
 * when only the view showing them does: the upload view unmounts while the paywall or an error is shown, and the same
 * files (and their thumbnails) are shown again when the user comes back (issue 14: broken thumbnails).
 */
export function useObjectUrls(files: ChosenFile[]): void {
  const live = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(files.map((f) => f.url));
    for (const url of live.current) if (!now.has(url)) URL.revokeObjectURL(url);
    live.current = now;
  }, [files]);
  useEffect(
    () => () => {
      for (const url of live.current) URL.revokeObjectURL(url);
      live.current = new Set();
    },
    [],
  );
}

/** The example screenshot in the interface's language: a Russian page for the Russian interface (issue 14). */
function exampleSrc(kind: 'light' | 'dark'): string {
  return `/examples/odds-${kind}${currentLanguage() === 'ru' ? '.ru' : ''}.svg`;
}

export function UploadView({
  incoming,
  onIncomingTaken,
  files,
  setFiles,
  locked,
  starting,
  progress,
  onAnalyze,
  onGetUnlimited,
}: Props) {
  const { t } = useTranslation('home');
  const stats = useUserStats();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);

  const add = (list: FileList | File[] | null) => {
    if (!list) return;
    const { accepted, rejected } = selectFiles(Array.from(list), files.length);
    setRejections(rejected.map((r) => `${r.name}: ${t(r.reason === 'size' ? 'upload.tooLarge' : 'upload.badType')}`));
    if (accepted.length)
      setFiles((prev) => [
        ...prev,
        ...accepted.map((file) => ({ id: String(++nextId), file, name: file.name, url: URL.createObjectURL(file) })),
      ]);
  };

  // A screenshot pasted anywhere on the page (Ctrl+V, or "Paste" on a phone) is added like a chosen file.
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    if (locked) return;
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') && (target as HTMLInputElement).type !== 'file')
        return;
      const images = Array.from(e.clipboardData?.items ?? [])
        .filter((item) => item.kind === 'file' && item.type.startsWith('image/'))
        .map((item) => item.getAsFile())
        .filter((f): f is File => f !== null)
        .map((f, i) =>
          f.name && f.name !== 'image.png'
            ? f
            : new File([f], `pasted-${Date.now()}-${i + 1}.${f.type.split('/')[1] ?? 'png'}`, { type: f.type }),
        );
      if (images.length === 0) return;
      e.preventDefault();
      addRef.current(images);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [locked]);

  useEffect(() => {
    if (!incoming?.length) return;
    addRef.current(incoming);
    onIncomingTaken?.();
  }, [incoming, onIncomingTaken]);

  // The preview URL is released by the owner of the list (useObjectUrls), once nothing shows it any more.
  const remove = (id: string) => setFiles((prev) => prev.filter((f) => f.id !== id));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('upload.title')}</h1>
      {locked ? (
        <section className="card text-center" aria-labelledby="locked-title">
          <Lock aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-amber-600" />
          <h2 id="locked-title" className="text-xl font-bold">
            {t('upload.lockedTitle')}
          </h2>
          <p className="mt-2 muted" data-testid="locked-allowance">
            {allowanceExhausted(t, stats.data, currentLanguage())} {t('upload.lockedText')}
          </p>
          <button type="button" className="btn-primary mt-4" onClick={onGetUnlimited}>
            {t('upload.getUnlimited')}
          </button>
        </section>
      ) : (
        <section aria-labelledby="upload-area-title" className="space-y-4">
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              add(e.dataTransfer.files);
            }}
            className={`rounded-xl border-2 border-dashed p-8 text-center ${
              dragging
                ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950'
                : 'border-slate-400 bg-white dark:border-slate-600 dark:bg-slate-900'
            }`}
          >
            <ImagePlus aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-emerald-700 dark:text-emerald-300" />
            <h2 id="upload-area-title" className="font-semibold">
              {t('upload.dropTitle')}
            </h2>
            <p className="mt-1 text-sm muted">{t('upload.dropHint', { max: MAX_FILES_PER_UPLOAD })}</p>
            <input
              ref={input}
              id={inputId}
              type="file"
              // image/* opens the phone's camera and gallery picker; the type is checked on selection.
              accept="image/*"
              multiple
              // 'peer': the label drawn as the button shows the keyboard focus the hidden input has.
              className="peer sr-only"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
              disabled={files.length >= MAX_FILES_PER_UPLOAD}
            />
            <label
              htmlFor={inputId}
              className="btn-primary mt-4 cursor-pointer peer-focus-visible:outline-offset-2 peer-focus-visible:[outline:3px_solid_#2563eb]"
              data-testid="choose-files"
            >
              {t('upload.choose')}
            </label>
            <PasteHint onImages={add} />
          </div>
          {rejections.length > 0 && (
            <ul role="alert" className="space-y-1 text-sm text-red-800 dark:text-red-300">
              {rejections.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          {files.length > 0 && (
            <div>
              <h2 className="mb-2 font-semibold">{t('upload.chosen', { count: files.length, max: MAX_FILES_PER_UPLOAD })}</h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                {files.map((f) => (
                  <li key={f.id} className="relative overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
                    <img src={f.url} alt={t('upload.previewAlt', { name: f.name })} className="h-28 w-full object-cover" />
                    <p className="truncate px-2 py-1 text-xs">{f.name}</p>
                    <button
                      type="button"
                      onClick={() => remove(f.id)}
                      aria-label={t('upload.remove', { name: f.name })}
                      className="absolute top-1 right-1 rounded-full bg-black/70 p-1.5 text-white"
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {progress ? (
            <ProcessingView state={progress} headingLevel={2} />
          ) : (
            <button
              type="button"
              className="btn-primary w-full py-3 text-base"
              disabled={files.length === 0 || starting}
              onClick={onAnalyze}
            >
              <Sparkles aria-hidden="true" className="h-5 w-5" />
              {starting ? t('upload.starting') : t('upload.analyze')}
            </button>
          )}
          <p className="text-center">
            <Link href="/enter" className="link inline-flex items-center gap-1.5 text-sm">
              <Keyboard aria-hidden="true" className="h-4 w-4" />
              {t('home.enterOdds')}
            </Link>
          </p>
        </section>
      )}
      <ExampleGuide />
      <aside className="card border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950" aria-labelledby="pro-tip">
        <h2 id="pro-tip" className="font-semibold">
          {t('upload.proTipTitle')}
        </h2>
        <p className="mt-1 text-sm">{t('upload.proTip')}</p>
      </aside>
      <PartnerBanner />
    </div>
  );
}

function ExampleGuide() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState<'light' | 'dark' | null>(null);
  return (
    <section aria-labelledby="examples-title" className="card">
      <h2 id="examples-title" className="font-semibold">
        {t('upload.examplesTitle')}
      </h2>
      <p className="mt-1 text-sm muted">{t('upload.examplesText')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {(['light', 'dark'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            onClick={() => setOpen(kind)}
            className="overflow-hidden rounded-lg border border-slate-300 text-left dark:border-slate-600"
            aria-label={t('upload.openExample', { kind: t(`upload.exampleKinds.${kind}`) })}
          >
            <img src={exampleSrc(kind)} alt="" className="w-full" />
            <span className="block px-3 py-2 text-sm">{t(`upload.exampleKinds.${kind}`)}</span>
          </button>
        ))}
      </div>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`upload.exampleKinds.${open}`) : ''}
        className="relative max-h-[95vh] w-full max-w-4xl overflow-auto rounded-xl bg-white p-4 text-slate-900 dark:bg-slate-900 dark:text-slate-50"
      >
        {open && <img src={exampleSrc(open)} alt={t(`upload.exampleAlt.${open}`)} className="w-full" />}
        <button type="button" className="btn-secondary mt-3" onClick={() => setOpen(null)}>
          {t('upload.closeExample')}
        </button>
      </Dialog>
    </section>
  );
}

/**
 * How to paste a screenshot. With a keyboard: Ctrl+V (⌘V) anywhere on the page. On a phone, which has neither a
 * keyboard nor a field to long-press here: a button that reads the clipboard, where the browser allows it.
 */
export function PasteHint({ onImages, className = 'mt-3' }: { onImages: (files: File[]) => void; className?: string }) {
  const { t } = useTranslation('home');
  const [touch] = useState(isTouchOnly);
  const [note, setNote] = useState<string | null>(null);
  const paste = async () => {
    const files = await readClipboardImages();
    if (files === null) setNote(t('upload.pasteRefused'));
    else if (files.length === 0) setNote(t('upload.pasteEmpty'));
    else {
      setNote(null);
      onImages(files);
    }
  };
  return (
    <div className={className}>
      {touch && canReadClipboard() ? (
        <button type="button" className="btn-secondary" onClick={() => void paste()} data-testid="paste-button">
          <ClipboardPaste aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('upload.pasteButton')}
        </button>
      ) : (
        <p className="flex items-center justify-center gap-1.5 text-sm muted" data-testid="paste-hint">
          <ClipboardPaste aria-hidden="true" className="h-4 w-4 shrink-0" />
          {touch ? t('upload.pasteHintTouch') : t('upload.pasteHint')}
        </p>
      )}
      {note && (
        <p role="status" className="mt-2 text-sm muted">
          {note}
        </p>
      )}
    </div>
  );
}
