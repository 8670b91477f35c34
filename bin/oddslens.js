#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so the same sources serve development and production.
// The repository's tsconfig is named so its path alias (@shared/*) resolves from any working directory.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register({ tsconfig: path.join(import.meta.dirname, '..', 'tsconfig.json') });
await import('../server/src/cli.ts');
