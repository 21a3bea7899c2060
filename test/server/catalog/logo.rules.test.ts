import zlib from 'node:zlib';
import { GLYPH_CODES, pngDeviceLogo, svgGlyphLogo, svgLogo } from '../../../server/services/catalog/logo.rules';

describe('generated logos', () => {
  test.each([
    ['a Chinese abbreviation', '双碳', '双碳'],
    ['only the first two characters', '云业务平台', '云业'],
    ['markup escaped, never injected', '<s', '&#60;s'],
  ])('an SVG logo shows %s', (_name, text, shown) => {
    const svg = svgLogo(text, '#2b8a3e').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(svg).toContain(`>${shown}</text>`);
    expect(svg).not.toContain('<script');
  });

  test('a glyph logo is a picture without words on the tile of its colour, one per seeded application but the PNG one', () => {
    expect([...GLYPH_CODES].sort()).toEqual(['apistore', 'carbon', 'cbp', 'energy', 'msg', 'orders', 'partner', 'pm', 'profile', 'safety']);
    for (const code of GLYPH_CODES) {
      const svg = svgGlyphLogo(code, '#2b8a3e')!.toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><rect [^>]*fill="#2b8a3e"\/><g [^>]*stroke="#fff"[^>]*>.+<\/g><\/svg>$/);
      expect(svg).not.toMatch(/<text|[\u3400-\u9fff]/);
    }
    expect(svgGlyphLogo('unknown', '#2b8a3e')).toBeNull();
  });

  test('a PNG logo is a valid RGBA image of the given size: the tile in its colour, a white glyph on it, corners clear', () => {
    const size = 64;
    const png = pngDeviceLogo('#1c7ed6', size);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(size);
    expect(png.readUInt32BE(20)).toBe(size);
    expect(png[25]).toBe(6); // colour type RGBA
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const pixels = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels).toHaveLength(size * (1 + size * 4));
    const at = (x: number, y: number) => [...pixels.subarray(y * (1 + size * 4) + 1 + x * 4, y * (1 + size * 4) + 1 + x * 4 + 4)];
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(at(32, 8)).toEqual([0x1c, 0x7e, 0xd6, 255]);
    expect(at(32, 17)).toEqual([255, 255, 255, 255]);
    expect(at(32, 30)).toEqual([0x1c, 0x7e, 0xd6, 255]);
  });
});
