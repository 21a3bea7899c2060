import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * What a hardening suite tried and what held, printed as a block after its run and kept in
 * test-artifacts/reports/<suite>.txt (a table is easiest to read: one line per endpoint or page).
 *
 * @example
 * report('fuzz', 'Server fuzz: requests by endpoint and status', ['POST /api/… 2000 tried: 400×1990 200×10']);
 */
export function report(suite: string, title: string, lines: string[]): void {
  const text = `\n── ${title} ──\n${lines.join('\n')}\n`;
  // Straight to the terminal: jest's console wraps every console.log in a stack trace.
  process.stdout.write(text);
  const dir = path.join(root, 'test-artifacts', 'reports');
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${suite}.txt`), text);
}
