/** Throughput per core (bench/ocr.ts): a batch through the pool with all workers busy, against the CLI sequentially. */
import type { BenchImage } from './ocr-labels';
import type { Stage, Throughput } from './ocr-report';
import { cliTime, limit, ms, perCore, round } from './ocr-timing';

export interface ThroughputRun {
  setName: string;
  batch: BenchImage[];
  workers: number;
  runCli: boolean;
  languages: string[];
  langPath: string;
  readImage: (img: BenchImage) => Buffer | null;
  /** Fresh OCR, then extraction, of one image through the warm pool; throws when the OCR fails. */
  ocrAndExtract: (img: BenchImage, buf: Buffer) => Promise<void>;
  fail: (img: BenchImage, stage: Stage, e: unknown) => void;
}

export async function measureThroughput(run: ThroughputRun): Promise<Throughput> {
  const { batch, workers, runCli, languages, langPath, readImage, ocrAndExtract, fail } = run;
  const bufs = batch.map((b) => readImage(b));
  const tPool = performance.now();
  await limit(
    bufs.map((_, i) => i),
    workers + 1,
    async (i) => {
      const buf = bufs[i];
      if (!buf) return;
      try {
        await ocrAndExtract(batch[i]!, buf);
      } catch (e) {
        fail(batch[i]!, 'ocr', e);
      }
    },
  );
  const poolWall = ms(tPool);
  const batchRead = bufs.filter(Boolean).length;
  let cliWall: number | null = null;
  if (runCli) {
    const t = performance.now();
    for (const [i, b] of batch.entries())
      if (bufs[i]) await cliTime(b.path, languages, langPath).catch((e: unknown) => fail(b, 'cli', e));
    cliWall = ms(t);
  }
  return {
    set: run.setName,
    images: batchRead,
    workers,
    poolWallMs: round(poolWall),
    poolImagesPerSecPerCore: Math.round(perCore(batchRead, poolWall, workers) * 100) / 100,
    cliWallMs: cliWall == null ? null : round(cliWall),
    cliImagesPerSecPerCore: cliWall == null ? null : Math.round(perCore(batchRead, cliWall, 1) * 100) / 100,
    ratio:
      cliWall == null ? null : Math.round((perCore(batchRead, poolWall, workers) / perCore(batchRead, cliWall, 1)) * 100) / 100,
  };
}
