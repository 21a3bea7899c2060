import crypto from 'node:crypto';

/** An opaque, unguessable token (256 bits), URL-safe. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens, keys and codes are stored only as this digest. */
export function digest(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/**
 * Codes and set-password keys are stored only as this (N-2): an HMAC-SHA256 under the server's
 * code secret, so a copy of the database alone yields neither (six digits under a plain digest
 * fall to a million guesses in a second).
 */
export function keyedDigest(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Seals a small JSON value under a key derived from a secret the caller holds in plaintext
 * (AES-256-GCM). Used to keep a refresh token's successor readable only by whoever presents it.
 */
export function seal(value: unknown, secret: string): string {
  const key = crypto.createHash('sha256').update(`seal:${secret}`).digest();
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function unseal<T>(box: string, secret: string): T | null {
  try {
    const raw = Buffer.from(box, 'base64');
    const key = crypto.createHash('sha256').update(`seal:${secret}`).digest();
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
