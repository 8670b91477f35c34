// Adds up the test runners' JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const name of ['unit.json', 'integration.json']) {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) continue;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

const e2e = path.join(dir, 'e2e.json');
if (fs.existsSync(e2e)) {
  const s = JSON.parse(fs.readFileSync(e2e, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
