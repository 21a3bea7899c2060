import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder is the server's alone (N-2), as PostgreSQL holds its own: PGlite's files, the
 * demo outbox and the code secret live there. Files the process creates from now on are 0600 and
 * folders 0700 (umask 077); a missing folder is created 0700; a folder that group or others may
 * enter, read or write is refused with the command that fixes it (folders of older versions were
 * 0755 with files 0666 inside). ':memory:' has no folder.
 */
export function prepareDataDir(dataDir: string): void {
  if (dataDir === ':memory:') return;
  process.umask(0o077);
  if (!fs.existsSync(dataDir)) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const problem = dataDirProblem(dataDir);
  if (problem) throw new Error(problem);
}

/** Why a data folder may not be used, or null when it is private to this process's user. */
function dataDirProblem(dataDir: string): string | null {
  const stat = fs.statSync(dataDir);
  if (!stat.isDirectory()) return `DATA_DIR ${dataDir} is not a folder`;
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) {
    return `DATA_DIR ${dataDir} belongs to another user (uid ${stat.uid}); start the server as its owner or give it to this user (uid ${uid})`;
  }
  const mode = stat.mode & 0o777;
  if (mode & 0o077) {
    return (
      `DATA_DIR ${dataDir} may be read or written by group or others (mode ${mode.toString(8).padStart(4, '0')}): it holds the database, ` +
      `the outbox and the code secret, and must be private to the server's user (0700). Fix it with: chmod -R go-rwx '${dataDir}'`
    );
  }
  return null;
}

/**
 * Takes group and other access off everything under the folder. PGlite unpacks its files 0666
 * whatever the umask, so this runs once it is open and again when it closes (server/db/database.ts);
 * between the two the folder's own 0700 keeps everyone else out.
 */
export function privatize(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = fs.statSync(full).mode & 0o777;
    if (mode & 0o077) fs.chmodSync(full, mode & 0o700);
    if (entry.isDirectory()) privatize(full);
  }
  const own = fs.statSync(dir).mode & 0o777;
  if (own & 0o077) fs.chmodSync(dir, own & 0o700);
}

const SECRET_FILE = 'code-secret';

/**
 * The HMAC secret for codes and set-password keys: `<dataDir>/code-secret` (0600), created on
 * first start. Two processes starting at once on one folder read the same file (exclusive create).
 */
export function codeSecretFile(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const value = fs.readFileSync(file, 'utf8').trim();
  if (value.length < 32)
    throw new Error(
      `${file} holds no usable secret (fewer than 32 characters); delete it to have a new one made (outstanding codes and links then stop working)`,
    );
  return value;
}

/**
 * The secret codes and keys are kept under: CODE_SECRET when given; else the data folder's file
 * (PGlite); else, in memory (tests, ':memory:'), a random one for the life of the process.
 */
export function resolveCodeSecret(config: { codeSecret?: string; dataDir: string }): string {
  if (config.codeSecret) return config.codeSecret;
  if (config.dataDir === ':memory:') return crypto.randomBytes(32).toString('hex');
  return codeSecretFile(config.dataDir);
}
