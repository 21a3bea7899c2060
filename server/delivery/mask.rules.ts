/**
 * How a destination appears in the server log: enough to tell messages apart, not enough to
 * read someone's phone or address (issue 13 item 1).
 */
export function maskDestination(destination: string): string {
  const at = destination.lastIndexOf('@');
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`;
  if (at === 0) return '***';
  if (destination.length >= 11) return `${destination.slice(0, 3)}****${destination.slice(-4)}`;
  return destination.length > 2 ? `${destination.slice(0, 1)}***${destination.slice(-1)}` : '***';
}
