import zlib from 'node:zlib';

/** Characters that may not appear raw inside SVG text. */
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The logo the seed drew before migration 016: the abbreviation (Chinese for most applications) in
 * white on a rounded tile of `colour` (#rrggbb). Kept so 016 recognises a logo nobody replaced.
 */
export function svgLogo(text: string, colour: string): Buffer {
  const label = escapeXml(Array.from(text).slice(0, 2).join(''));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeXml(colour)}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="22" font-weight="600" fill="#fff" text-anchor="middle">${label}</text></svg>`,
    'utf8',
  );
}

/** White strokes on a 64 grid, one per seeded application: a picture without words (ADR 016). */
const GLYPHS: Record<string, string> = {
  // A leaf with its vein.
  carbon: '<path d="M18 46c0-17 11-28 29-28 0 18-11 29-28 29"/><path d="M18 46l15-15"/>',
  // A lightning bolt.
  energy: '<path d="M36 12L21 35h11l-4 17 15-24H32z" fill="#fff"/>',
  // A shield with a tick.
  safety: '<path d="M32 13l15 6v11c0 10-6 17-15 21-9-4-15-11-15-21V19z"/><path d="M25 32l5 5 9-10"/>',
  // A board of three columns of cards.
  pm: '<rect x="15" y="15" width="34" height="34" rx="4"/><path d="M26 15v34M38 15v34M19 22h3M30 22h4M42 22h3M30 29h4"/>',
  // An envelope.
  msg: '<rect x="14" y="19" width="36" height="26" rx="4"/><path d="M15 21l17 13 17-13"/>',
  // A cloud.
  cbp: '<path d="M21 44a8 8 0 0 1-1-16 12 12 0 0 1 23-3 9 9 0 0 1 2 19z"/>',
  // Code brackets.
  apistore: '<path d="M24 21l-10 11 10 11M40 21l10 11-10 11M35 16l-6 32"/>',
  // A person.
  profile: '<circle cx="32" cy="25" r="8"/><path d="M17 49c2-9 8-13 15-13s13 4 15 13"/>',
  // A receipt with its lines.
  orders: '<path d="M19 13h26v38l-5-3-4 3-4-3-4 3-4-3-5 3z"/><path d="M25 24h14M25 31h14M25 38h8"/>',
  // Two linked rings.
  partner: '<circle cx="25" cy="32" r="10"/><circle cx="39" cy="32" r="10"/>',
};

/** The seeded applications that have a glyph. */
export const GLYPH_CODES: readonly string[] = Object.keys(GLYPHS);

/**
 * A square application logo without words, the same in every language: the application's white
 * glyph on a rounded tile of `colour` (#rrggbb). Null for an application without a glyph.
 */
export function svgGlyphLogo(code: string, colour: string): Buffer | null {
  const glyph = GLYPHS[code];
  if (!glyph) return null;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeXml(colour)}"/>` +
      `<g fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`,
    'utf8',
  );
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Whether (x, y) of a `size` grid lies on the white monitor glyph (screen frame, stand, base), drawn on a 64 grid. */
function onGlyph(x: number, y: number, size: number): boolean {
  const [gx, gy] = [(x * 64) / size, (y * 64) / size];
  const inBox = (x0: number, y0: number, x1: number, y1: number) => gx >= x0 && gx < x1 && gy >= y0 && gy < y1;
  const frame = inBox(14, 16, 50, 42) && !inBox(18, 20, 46, 38);
  return frame || inBox(30, 42, 34, 47) || inBox(22, 47, 42, 50);
}

/**
 * A `size`×`size` RGBA PNG logo: a rounded tile of `colour` (#rrggbb) with a white device glyph,
 * transparent outside the corners: a raster logo for clients that meet both kinds.
 */
export function pngDeviceLogo(colour: string, size = 64): Buffer {
  const rgb = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const radius = size * 0.22;
  const inTile = (x: number, y: number) => {
    const cx = Math.min(Math.max(x + 0.5, radius), size - radius);
    const cy = Math.min(Math.max(y + 0.5, radius), size - radius);
    return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius ** 2;
  };
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: size }, (_, x) => (!inTile(x, y) ? [0, 0, 0, 0] : onGlyph(x, y, size) ? [255, 255, 255, 255] : [...rgb, 255])).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
