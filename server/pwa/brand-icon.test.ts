import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandIconPng, brandIconSvg, drawBrandIcon } from './brand-icon.ts';
import { encodePng } from './png.ts';

const theme = {
  primary: '#6d28d9',
  primaryText: '#ffffff',
  accent: '#f59e0b',
  background: '#0f0a1f',
  surface: '#1b1433',
  text: '#f5f3ff',
};

/** Width, height and RGBA pixels of a PNG written by encodePng (filter 0 on every row). */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.toString('ascii', 37, 41)).toBe('IDAT');
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, pixel };
}

describe('the brand icon', () => {
  it('is a valid PNG of the asked size', () => {
    const { width, height } = decode(brandIconPng(theme, 192, 'any'));
    expect([width, height]).toEqual([192, 192]);
  });

  it('draws the chip in the brand colours, with transparent corners unless maskable', () => {
    const any = decode(brandIconPng(theme, 192, 'any'));
    expect(any.pixel(0, 0)[3]).toBe(0);
    expect(any.pixel(96, 96)).toEqual([255, 255, 255, 255]);
    expect(any.pixel(20, 96)).toEqual([0x6d, 0x28, 0xd9, 255]);
    const maskable = decode(brandIconPng(theme, 192, 'maskable'));
    expect(maskable.pixel(0, 0)).toEqual([0x6d, 0x28, 0xd9, 255]);
    // The chip stays inside the safe zone (a circle of 40 % of the size).
    expect(maskable.pixel(96, 96 - Math.round(192 * 0.4) + 2)).toEqual([0x6d, 0x28, 0xd9, 255]);
  });

  it('differs between brands', () => {
    const lumen = { ...theme, primary: '#0e7c66', accent: '#e11d48' };
    expect(drawBrandIcon(lumen, 32, 'any')).not.toEqual(drawBrandIcon(theme, 32, 'any'));
    expect(brandIconSvg(lumen)).toContain('rgb(14,124,102)');
    expect(brandIconSvg(theme)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(4))).toThrow(RangeError);
  });
});
