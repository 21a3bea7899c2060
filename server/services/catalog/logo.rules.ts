import zlib from 'node:zlib';

/** Characters that may not appear raw inside SVG text. */
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square application logo: the abbreviation in white on a rounded tile of `colour` (#rrggbb). */
export function svgLogo(text: string, colour: string): Buffer {
  const label = escapeXml(Array.from(text).slice(0, 2).join(''));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${escapeXml(colour)}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="22" font-weight="600" fill="#fff" text-anchor="middle">${label}</text></svg>`,
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
