import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { decryptText, encryptText } from '../../../../server/security/aes';

const KEY = 'portal-dev-aes-key-change-me';

describe('the AES wire format', () => {
  it('decrypts what crypto-js encrypts in the browser', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, key) => {
        expect(decryptText(CryptoJS.AES.encrypt(text, key).toString(), key)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('encrypts what crypto-js decrypts', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(CryptoJS.AES.decrypt(encryptText(text, KEY), KEY).toString(CryptoJS.enc.Utf8)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('round-trips Chinese text and JSON', () => {
    const payload = JSON.stringify({ loginName: '张明', pwd: 'Portal@2026' });
    expect(decryptText(encryptText(payload, KEY), KEY)).toBe(payload);
  });

  it.each([
    ['not base64', '%%%'],
    ['too short', 'U2FsdGVkX18='],
    ['no Salted__ header', Buffer.alloc(48, 1).toString('base64')],
    ['a ciphertext of another key', CryptoJS.AES.encrypt('{"a":1}', 'other').toString()],
    ['an empty string', ''],
  ])('gives null for %s', (_name, input) => {
    expect(decryptText(input, KEY)).toBeNull();
  });
});
