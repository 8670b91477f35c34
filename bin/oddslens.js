#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so the same sources serve development and production.
import { register } from 'tsx/esm/api';

register();
await import('../server/src/cli.ts');
