import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `oddslens <command>` as a real OS process, for tests that kill processes or run several of them. */
export async function startProcess(
  command: 'serve' | 'worker',
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  let out = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/oddslens.js'), command], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      SESSION_SECRET: 'process-test-secret-process-test-secret',
      ...(port ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = port ? `http://127.0.0.1:${port}` : '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (port) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    output: () => out,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
