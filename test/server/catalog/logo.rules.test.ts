import zlib from 'node:zlib';
import { pngSquare, svgLogo } from '../../../server/services/catalog/logo.rules';

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

  test('a PNG logo is a valid image of the given size and colour', () => {
    const png = pngSquare('#1c7ed6', 8);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(8);
    expect(png.readUInt32BE(20)).toBe(8);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    const pixels = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels).toHaveLength(8 * (1 + 8 * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([0x1c, 0x7e, 0xd6]);
  });
});
