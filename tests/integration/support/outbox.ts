import fs from 'node:fs';
import path from 'node:path';

/** A message from DATA_DIR/outbox (or an SMTP capture), decoded enough to read its links. */
export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  // RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=), as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _cs: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1'), 'latin1')
          .toString()
          .replace(/%([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const m = /^=([0-9A-F]{2})/i.exec(soft.slice(i, i + 3));
    if (m) {
      bytes.push(parseInt(m[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const enc = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Parses one RFC 5322 message with a text part and an HTML part (multipart/alternative or single). */
export function parseMail(raw: string, file = ''): SentMail {
  const { headers, body } = splitHead(raw);
  const mail: SentMail = {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const type = headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => splitHead(p.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const ct = part.headers.get('content-type') ?? '';
    const decoded = decodePart(part.headers, part.body);
    if (ct.startsWith('text/html')) mail.html = decoded;
    else if (ct.startsWith('text/plain')) mail.text = decoded;
  }
  return mail;
}

export function readOutbox(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8'), path.join(dir, f)));
}

/** The token of the newest link to `page` (verify-email or reset-password) mailed to `to`, waiting for it to arrive. */
export async function waitForToken(
  dataDir: string,
  to: string,
  page: 'verify-email' | 'reset-password',
  opts: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 5000);
  const re = new RegExp(`/${page}\\?token=([\\w-]+)`);
  for (;;) {
    const mails = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && re.test(m.text));
    if (mails.length > (opts.after ?? 0)) return re.exec(mails.at(-1)!.text)![1]!;
    if (Date.now() > deadline) throw new Error(`no ${page} mail to ${to} in ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function countMails(dataDir: string, to: string, page: 'verify-email' | 'reset-password'): number {
  return readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.text.includes(`/${page}?token=`))
    .length;
}
