import crypto from 'node:crypto';

/**
 * The AES wire format of "encrypted" request bodies: what crypto-js produces for
 * `CryptoJS.AES.encrypt(text, passphrase).toString()` — OpenSSL's "Salted__" + 8-byte salt +
 * AES-256-CBC ciphertext, base64, with key and IV from EVP_BytesToKey(MD5, 1 round).
 * It is a wire format shared with the browser (the key is public config), not a security
 * boundary: TLS is.
 */
const SALTED = Buffer.from('Salted__', 'latin1');

function deriveKeyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const pass = Buffer.from(passphrase, 'utf8');
  const parts: Buffer[] = [];
  let block = Buffer.alloc(0);
  let length = 0;
  while (length < 48) {
    block = crypto
      .createHash('md5')
      .update(Buffer.concat([block, pass, salt]))
      .digest();
    parts.push(block);
    length += block.length;
  }
  const all = Buffer.concat(parts);
  return { key: all.subarray(0, 32), iv: all.subarray(32, 48) };
}

export function encryptText(text: string, passphrase: string): string {
  const salt = crypto.randomBytes(8);
  const { key, iv } = deriveKeyAndIv(passphrase, salt);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64');
}

/** Returns the plaintext, or null when the input is not a ciphertext of this key. */
export function decryptText(ciphertext: string, passphrase: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) return null;
  const raw = Buffer.from(ciphertext, 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED) || (raw.length - 16) % 16 !== 0) return null;
  const { key, iv } = deriveKeyAndIv(passphrase, raw.subarray(8, 16));
  try {
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]);
    const text = plain.toString('utf8');
    // A wrong key sometimes passes the padding check; it does not survive a UTF-8 round trip.
    return Buffer.from(text, 'utf8').equals(plain) ? text : null;
  } catch {
    return null;
  }
}

/** `{ data: <ciphertext of JSON> }`, what the browser sends. */
export function encryptBody(payload: unknown, passphrase: string): { data: string } {
  return { data: encryptText(JSON.stringify(payload), passphrase) };
}
