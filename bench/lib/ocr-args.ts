/** The command line of bench/ocr.ts (usage in its first lines): which sets, where the generated corpus is, what to measure. */
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_OCR_ENGINE, OCR_ENGINES, type OcrEngineKind } from '../../server/src/ocr/create-engine';
import { repoRoot } from './bench-common';

/** Reads the arguments; a bad --set or --engine ends the process with status 2, as before anything runs. */
export function parseOcrArgs(args: string[]) {
  const arg = (name: string, def: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1]! : def;
  };
  const flag = (name: string) => args.includes(`--${name}`);
  const ALL_SETS = ['gen', 'synthetic-dev', 'real-dev', 'real-dev2', 'real-dev3', 'real-dev4'];
  // --sets is the same as --set.
  const setArg = arg('set', arg('sets', 'all'));
  const wanted = setArg === 'all' ? ALL_SETS : setArg.split(',');
  if (!wanted.every((w) => ALL_SETS.includes(w))) {
    console.error(`--set takes ${ALL_SETS.join(', ')} (comma-separated) or all`);
    process.exit(2);
  }
  const genDir = path.resolve(repoRoot, arg('gen', 'bench/corpus/out'));
  const useCache = !flag('no-cache');
  const runCli = !flag('no-cli');
  const runLofo = !flag('no-lofo');
  const verbose = flag('verbose');
  // Re-scoring only: every reading from the OCR cache, never an OCR (an image not in the cache is left out and
  // named); no speed, no leave-one-family-out, bench/results left as they are.
  const cachedOnly = flag('cached-only');
  // Every reading (set/file -> ReadMatch[]) written to this JSON file, to check that a refactor reads the same.
  const dumpFile = args.includes('--dump') ? path.resolve(arg('dump', 'bench/.cache/readings.json')) : null;
  // The row-level scores of the real sets (every row and returned match) written to this JSON file.
  const rowsJson = args.includes('--rows-json') ? path.resolve(arg('rows-json', 'bench/.cache/rows.json')) : null;
  const latencyN = Number(arg('latency-n', '20'));
  const batchN = Number(arg('batch', '20'));
  const workers = Number(process.env['OCR_WORKERS'] ?? 2);
  const engineKind = arg('engine', DEFAULT_OCR_ENGINE) as OcrEngineKind;
  if (!OCR_ENGINES.includes(engineKind)) {
    console.error(`--engine takes ${OCR_ENGINES.join(' or ')}`);
    process.exit(2);
  }
  const langPath = process.env['OCR_LANG_PATH'] ?? '/usr/share/tesseract-ocr/5/tessdata';
  const languages = ['eng', 'rus'];
  const lofoThreads = () => Math.max(1, Number(arg('lofo-threads', String(os.availableParallelism()))));
  return {
    wanted,
    genDir,
    useCache,
    runCli,
    runLofo,
    verbose,
    cachedOnly,
    dumpFile,
    rowsJson,
    latencyN,
    batchN,
    workers,
    engineKind,
    langPath,
    languages,
    lofoThreads,
  };
}
