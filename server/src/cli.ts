import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/config';
import { createDatabase, migrateToLatest } from './db/database';
import { hashPassword } from './modules/auth/password';
import { assertStrongPassword, normaliseEmail } from './modules/auth/validation';
import { usersRepository } from './repositories/users.repository';

const USAGE = `Usage: oddslens <command> [options]

Commands:
  serve                         run the web server (migrates first)
  migrate                       apply database migrations
  create-admin --email E [--password P]
                                create an admin account, or promote an existing one
  worker                        consume analysis jobs from Redis (needs REDIS_URL)
  billing:maintain              renew due YooKassa subscriptions and expire lapsed ones now
                                (app processes also do this every 15 minutes)
  backup FILE                   copy the SQLite database to FILE while the server runs
                                (PostgreSQL: use pg_dump)
  restore FILE                  replace the SQLite database with a backup (stop the server first;
                                the old database is kept beside it)
  data import FILE.csv          add a football-data.co.uk season file (kept in DATA_DIR) and refresh the
                                market-implied ratings the analysis uses as a second opinion
  analyze FILE... [--lang en|ru] [--json]
                                analyse screenshots and print the prediction
  read FILE... [--json] [--lang en|ru]
                                print every match read on each screenshot, as the review screen
                                shows it (--json: [{ "file", "matches": [ReadMatch...] }]); no analysis
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { serve } = await import('./main');
      await serve(loadConfig());
      return -1; // keep running
    }
    case 'migrate': {
      const config = loadConfig();
      const db = createDatabase(config.database);
      try {
        const applied = await migrateToLatest(db);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
      } finally {
        await db.destroy();
      }
      return 0;
    }
    case 'create-admin': {
      const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, password: { type: 'string' } } });
      if (!values.email) {
        console.error('create-admin needs --email');
        return 2;
      }
      const email = normaliseEmail(values.email);
      const config = loadConfig();
      const db = createDatabase(config.database);
      try {
        await migrateToLatest(db);
        const users = usersRepository(db);
        const existing = await users.findByEmail(email);
        if (existing) {
          await users.update(existing.id, {
            role: 'admin',
            ...(values.password ? { password_hash: await hashPassword(values.password) } : {}),
          });
          console.log(`Promoted ${email} to admin.`);
        } else {
          if (!values.password) {
            console.error('A new account needs --password (at least 8 characters).');
            return 2;
          }
          assertStrongPassword(values.password);
          // The operator vouches for the address.
          await users.create({ email, passwordHash: await hashPassword(values.password), role: 'admin', emailVerified: true });
          console.log(`Created admin ${email}.`);
        }
      } finally {
        await db.destroy();
      }
      return 0;
    }
    case 'billing:maintain': {
      const config = loadConfig();
      const { buildServices } = await import('./services');
      const db = createDatabase(config.database);
      try {
        await migrateToLatest(db);
        const services = await buildServices(config, db);
        try {
          console.log(JSON.stringify(await services.billing.runMaintenance()));
        } finally {
          await services.close();
        }
      } finally {
        await db.destroy();
      }
      return 0;
    }
    case 'backup':
    case 'restore': {
      const file = rest[0];
      if (!file || rest.length > 1) {
        console.error(`${command} takes one file name`);
        return 2;
      }
      const config = loadConfig();
      const { PG_BACKUP_ADVICE, backupSqlite, restoreSqlite } = await import('./db/backup');
      if (config.database.kind === 'postgres') {
        console.error(PG_BACKUP_ADVICE);
        return 2;
      }
      if (command === 'backup') {
        const { bytes } = await backupSqlite(config.database.file, file);
        console.log(`Backed up ${config.database.file} to ${path.resolve(file)} (${bytes} bytes).`);
      } else {
        const { previous } = restoreSqlite(file, config.database.file);
        console.log(
          `Restored ${config.database.file} from ${path.resolve(file)}.` +
            (previous ? ` The previous database is kept as ${previous}.` : ''),
        );
      }
      return 0;
    }
    case 'worker': {
      const { runWorker } = await import('./worker');
      await runWorker(loadConfig());
      return -1;
    }
    case 'data': {
      const [sub, file, ...extra] = rest;
      if (sub !== 'import' || !file || extra.length) {
        console.error('usage: oddslens data import FILE.csv');
        return 2;
      }
      const { DataImportError, formatImport, importSeasonFile } = await import('./pipeline/data-import');
      try {
        console.log(formatImport(importSeasonFile(file, loadConfig().dataDir)));
      } catch (err) {
        if (err instanceof DataImportError) {
          console.error(err.message);
          return 2;
        }
        throw err;
      }
      return 0;
    }
    case 'analyze': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { lang: { type: 'string', default: 'en' }, json: { type: 'boolean', default: false } },
      });
      if (positionals.length === 0 || positionals.length > 5) {
        console.error('analyze takes 1 to 5 image files');
        return 2;
      }
      const language = values.lang === 'ru' ? 'ru' : 'en';
      const { analyzeFiles } = await import('./analyze-files');
      const images = await Promise.all(positionals.map((f) => fs.readFile(path.resolve(f))));
      const { result, usable } = await analyzeFiles(loadConfig(), images, language);
      if (values.json) console.log(JSON.stringify(result, null, 2));
      else {
        const { formatResultText } = await import('./analyze-files');
        console.log(formatResultText(result));
      }
      return usable ? 0 : 1;
    }
    case 'read': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { lang: { type: 'string', default: 'en' }, json: { type: 'boolean', default: false } },
      });
      if (positionals.length === 0) {
        console.error('read takes one or more image files');
        return 2;
      }
      if (values.lang !== 'en' && values.lang !== 'ru') {
        console.error('--lang takes en or ru');
        return 2;
      }
      const { readFiles, formatReadings } = await import('./read-files');
      const readings = await readFiles(loadConfig(), positionals, (f) => fs.readFile(path.resolve(f)));
      console.log(values.json ? JSON.stringify(readings, null, 2) : formatReadings(readings, values.lang));
      return readings.some((r) => r.error) ? 1 : 0;
    }
    default:
      console.log(USAGE);
      return command ? 2 : 0;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
