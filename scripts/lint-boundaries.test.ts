import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the repository's own eslint.config.js on small snippets at made-up paths, so a boundary rule that
// stops matching (a renamed folder, a broken regex) fails here instead of silently letting imports through.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (docs/decisions/0019)', () => {
  it.each([
    ['server/src/analysis/probe.ts', "import Fastify from 'fastify';"],
    ['server/src/extraction/probe.ts', "import type { FastifyRequest } from 'fastify';"],
    ['server/src/ocr/probe.ts', "import cookie from '@fastify/cookie';"],
    ['server/src/analysis/probe.ts', "import { requireUser } from '../modules/auth';"],
    ['server/src/extraction/probe.ts', "import type { MailMessage } from '../adapters/mail/mailer';"],
    ['server/src/ocr/probe.ts', "export { x } from '../modules/predictions/predictions.service';"],
  ])('the pure core refuses %s: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([expect.stringContaining('analysis, extraction and ocr are pure')]);
  });

  it.each([
    ['server/src/extraction/grid/probe.ts', "import { findPrices } from '../readers/prices';", 'grid', 'readers'],
    ['server/src/extraction/page/probe.ts', "import type { Row } from '../grid/layout';", 'page', 'grid'],
    ['server/src/extraction/names/probe.ts', "import { readPage } from '../assemble/extract';", 'names', 'assemble'],
    ['server/src/extraction/tokens/probe.ts', "import { kindOf } from '../kind/page-kind';", 'tokens', 'kind'],
  ])('a reader stage refuses a later stage (%s: %s)', async (file, code, stage, later) => {
    expect(await restricted(file, code)).toEqual([expect.stringContaining(`'${stage}' comes before '${later}'`)]);
  });

  it.each([
    ['server/src/extraction/readers/probe.ts', "import { pairOf } from '../names/teams';"],
    ['server/src/extraction/assemble/probe.ts', "import { findPrices } from '../readers/prices';"],
    ['server/src/extraction/grid/probe.ts', "import { parseOddsToken } from '../tokens/odds-token';"],
  ])('a reader stage may import an earlier stage (%s: %s)', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });

  it("a reader stage keeps the pure core's rule", async () => {
    expect(await restricted('server/src/extraction/readers/probe.ts', "import Fastify from 'fastify';")).toEqual([
      expect.stringContaining('analysis, extraction and ocr are pure'),
    ]);
  });

  it.each([
    "import { requireUser } from '../auth/permissions';",
    "import type { PlatformSettings } from '../settings/platform-settings';",
    "export { presentSubscription } from '../billing/billing.presenter';",
    "import { x } from '../../modules/auth/session';",
  ])('a module refuses another module’s inner file: %s', async (code) => {
    expect(await restricted('server/src/modules/admin/probe.ts', code)).toEqual([
      expect.stringContaining('through its public file'),
    ]);
  });

  it.each([
    "import { requireUser } from '../auth';",
    "import { presentSubscription } from './billing.presenter';",
    "import { AppError } from '../../errors';",
    "import type { Db } from '../../db/db';",
  ])('a module may import a public file, its own files and the rest of the server: %s', async (code) => {
    expect(await restricted('server/src/modules/admin/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['web/src/lib/probe.ts', "import { ERROR_MESSAGES } from '../../../server/src/i18n/error-messages';"],
    ['web/src/features/main/probe.tsx', "import type { Config } from '../../../../server/src/config/config';"],
  ])('the web app refuses server code: %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([expect.stringContaining('The web app imports no server code')]);
  });

  it.each(["import { requestLanguage } from '../../server/src/i18n/language';", "import { api } from '../../web/src/lib/api';"])(
    'shared code refuses server and web code: %s',
    async (code) => {
      expect(await restricted('shared/src/probe.ts', code)).toEqual([expect.stringContaining('Shared code imports neither')]);
    },
  );

  it.each([
    'server/src/modules/auth/probe.ts',
    'server/src/analysis/probe.ts',
    'server/src/lib/probe.ts',
    'web/src/lib/probe.ts',
    'tests/integration/probe.test.ts',
    'bench/probe.ts',
  ])('%s imports shared code by its alias, not by a relative path', async (file) => {
    expect(await restricted(file, "import type { Language } from '../../shared/src/prediction';")).toEqual([
      expect.stringContaining("Import shared code as '@shared/<file>'"),
    ]);
    expect(await restricted(file, "import type { Language } from '@shared/prediction';")).toEqual([]);
  });

  it.each(['web/src/lib/probe.ts', 'web/src/features/main/probe.tsx', 'shared/src/probe.ts'])(
    '%s builds schemas with zod/mini, never classic zod (docs/decisions/0022)',
    async (file) => {
      for (const from of ['zod', 'zod/v4', 'zod/v4/classic']) {
        expect(await restricted(file, `import { z } from '${from}';`)).toEqual([expect.stringContaining("'zod/mini'")]);
      }
      expect(await restricted(file, "import * as z from 'zod/mini';")).toEqual([]);
    },
  );

  it('leaves the server classic zod', async () => {
    expect(await restricted('server/src/modules/auth/probe.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it('leaves the pure core its own imports and libraries', async () => {
    const code = "import sharp from 'sharp';\nimport { devig } from '../analysis/devig';\nexport { sharp, devig };";
    expect(await restricted('server/src/ocr/probe.ts', code)).toEqual([]);
  });
});
