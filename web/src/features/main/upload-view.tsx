import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertTriangle,
  CheckCircle2,
  ClipboardPaste,
  FileX,
  ImagePlus,
  Keyboard,
  Loader2,
  Lock,
  Sparkles,
  X,
} from 'lucide-react';
import { Link } from 'wouter';
import { MAX_FILES_PER_UPLOAD } from '@shared/limits';
import { contentProblem, quickProblem, roomFor, type FileProblem } from './file-check';
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
  /** Why it cannot be analysed: said on its tile, until the user removes it; such a file is never sent. */
  problem?: FileProblem;
  /** The server's words for an upload it refused. */
  problemText?: string;
  /** Where it was uploaded: pressing Analyse again does not send it again. */
  objectPath?: string;
  /** Share of its bytes sent, while it is on its way. */
  sent?: number;
}

/** A chosen file that can go to the server. */
export const isGood = (f: ChosenFile) => !f.problem;

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
  // Files left out because five were already chosen: named, with the limit, until the list changes.
  const [overflow, setOverflow] = useState<string[]>([]);
  const goodCount = files.filter(isGood).length;

  const filesRef = useRef(files);
  filesRef.current = files;

  const addChecked = async (list: FileList | File[] | null) => {
    if (!list) return;
    // Each file's content is checked first (milliseconds), so the five are counted among good files only.
    const checked = await Promise.all(
      Array.from(list).map(async (file) => ({
        file,
        problem: quickProblem(file) ?? (await contentProblem(file).catch(() => null)),
      })),
    );
    let room = roomFor(filesRef.current.filter(isGood).length);
    const kept: ChosenFile[] = [];
    const left: string[] = [];
    for (const { file, problem } of checked) {
      // A bad file is shown marked (it takes no place among the five); a good one past the fifth is not added.
      if (!problem) {
        if (room === 0) {
          left.push(file.name);
          continue;
        }
        room -= 1;
      }
      kept.push({ id: String(++nextId), file, name: file.name, url: URL.createObjectURL(file), ...(problem ? { problem } : {}) });
    }
    setOverflow(left);
    if (kept.length === 0) return;
    filesRef.current = [...filesRef.current, ...kept];
    setFiles((prev) => [...prev, ...kept]);
  };
  const add = (list: FileList | File[] | null) => void addChecked(list);

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
  const remove = (id: string) => {
    setOverflow([]);
    setFiles((prev) => prev.filter((f) => f.id !== id));
  };

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
              disabled={goodCount >= MAX_FILES_PER_UPLOAD}
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
          {overflow.length > 0 && (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300" data-testid="upload-overflow">
              {t('upload.overLimit', { count: overflow.length, max: MAX_FILES_PER_UPLOAD, names: overflow.join(', ') })}
            </p>
          )}
          {files.length > 0 && (
            <div>
              <h2 className="mb-2 font-semibold">{t('upload.chosen', { count: goodCount, max: MAX_FILES_PER_UPLOAD })}</h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                {files.map((f) => (
                  <FileTile key={f.id} f={f} onRemove={() => remove(f.id)} />
                ))}
              </ul>
              {files.some((f) => f.problem) && <p className="mt-2 text-sm muted">{t('upload.badLeftOut')}</p>}
            </div>
          )}
          {progress ? (
            <ProcessingView state={progress} headingLevel={2} />
          ) : (
            <button
              type="button"
              className="btn-primary w-full py-3 text-base"
              disabled={goodCount === 0 || starting}
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

/** One chosen file: its preview, name and state (checking, uploading, uploaded), or what is wrong with it, in words. */
function FileTile({ f, onRemove }: { f: ChosenFile; onRemove: () => void }) {
  const { t } = useTranslation('home');
  const bad = !!f.problem;
  return (
    <li
      className={`relative overflow-hidden rounded-lg border ${
        bad ? 'border-2 border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
      }`}
      data-testid="chosen-file"
      data-problem={f.problem}
    >
      {f.problem === 'notImage' || f.problem === 'type' ? (
        // Nothing to preview: the file is no picture the browser can show.
        <div className="flex h-28 w-full items-center justify-center bg-slate-100 dark:bg-slate-800" aria-hidden="true">
          <FileX className="h-10 w-10 text-red-700 dark:text-red-300" />
        </div>
      ) : (
        <img
          src={f.url}
          alt={t('upload.previewAlt', { name: f.name })}
          className={`h-28 w-full object-cover ${bad ? 'opacity-40' : ''}`}
        />
      )}
      <p className="truncate px-2 pt-1 text-xs">{f.name}</p>
      <p
        className={`flex items-start gap-1 px-2 pb-1 text-xs ${bad ? 'font-semibold text-red-800 dark:text-red-300' : 'muted'}`}
        data-testid="file-state"
      >
        {bad ? (
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        ) : f.objectPath ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald-600" />
        ) : f.sent !== undefined ? (
          <Loader2 aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0 animate-spin" />
        ) : null}
        <span>
          {bad
            ? f.problemText
              ? `${t(`upload.problems.${f.problem}`)} ${f.problemText}`
              : t(`upload.problems.${f.problem}`)
            : f.objectPath
              ? t('upload.fileState.uploaded')
              : f.sent !== undefined
                ? t('upload.fileState.uploading', { percent: Math.round(f.sent * 100) })
                : t('upload.fileState.ready')}
        </span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('upload.remove', { name: f.name })}
        className="absolute top-1 right-1 rounded-full bg-black/70 p-1.5 text-white"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
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
