/**
 * A mailto: link for exactly one address. Each side of the @ is percent-encoded, so an address someone typed into a
 * form (say "x?bcc=victim@example.com") can never add headers, recipients or a body to the link (issue 12, finding 7).
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
