/**
 * Debian's chromium, never a downloaded browser, with the flags this machine kind needs: no sandbox as root,
 * and no background networking (the closed network refuses those connections).
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
