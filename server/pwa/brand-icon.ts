import type { BrandTheme } from '../../runtime/rules/theme.ts';
import { encodePng } from './png.ts';

/**
 * The app icon of a brand, drawn from its theme: a casino chip in the brand's accent and text
 * colours on its primary colour. `any` is a rounded square with transparent corners; `maskable`
 * fills the whole square and keeps the chip inside the central safe zone (a circle of 40 % of the
 * size), since launchers cut maskable icons to their own shape.
 */
export type IconPurpose = 'any' | 'maskable';

type Rgba = [number, number, number, number];

const hex = (value: string | undefined, fallback: string): Rgba => {
  const colour = value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
  return [
    parseInt(colour.slice(1, 3), 16),
    parseInt(colour.slice(3, 5), 16),
    parseInt(colour.slice(5, 7), 16),
    255,
  ];
};

/** The chip's proportions, as fractions of the icon's size. */
const CHIP = { outer: 0.34, notchInner: 0.25, ring: 0.22, centre: 0.17, notches: 8, notchDegrees: 16 };
/** Corner radius of the `any` icon's square. */
const CORNER = 0.2;
/** The maskable icon's chip is scaled into the safe zone. */
const MASKABLE_SCALE = 0.8;
/** Samples per pixel along each axis: smooth edges without a rasteriser. */
const SUPERSAMPLING = 3;

interface Palette {
  primary: Rgba;
  accent: Rgba;
  mark: Rgba;
}

function palette(theme: BrandTheme): Palette {
  return {
    primary: hex(theme.primary, '#333333'),
    accent: hex(theme.accent, '#ffffff'),
    mark: hex(theme.primaryText, '#ffffff'),
  };
}

const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** The colour at a point of the unit square (0..1 both ways). */
function colourAt(x: number, y: number, colours: Palette, purpose: IconPurpose): Rgba {
  if (purpose === 'any') {
    // Outside the rounded square's corners: transparent.
    const cx = Math.min(Math.max(x, CORNER), 1 - CORNER);
    const cy = Math.min(Math.max(y, CORNER), 1 - CORNER);
    if ((x - cx) ** 2 + (y - cy) ** 2 > CORNER ** 2) return TRANSPARENT;
  }
  const scale = purpose === 'maskable' ? MASKABLE_SCALE : 1;
  const dx = x - 0.5;
  const dy = y - 0.5;
  const distance = Math.hypot(dx, dy) / scale;
  if (distance >= CHIP.outer) return colours.primary;
  if (distance < CHIP.centre) return colours.mark;
  if (distance < CHIP.ring) return colours.primary;
  if (distance >= CHIP.notchInner) {
    const degrees = ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % (360 / CHIP.notches);
    if (degrees < CHIP.notchDegrees) return colours.mark;
  }
  return colours.accent;
}

/** RGBA pixels of the icon at `size` × `size`. */
export function drawBrandIcon(theme: BrandTheme, size: number, purpose: IconPurpose): Uint8Array {
  const colours = palette(theme);
  const pixels = new Uint8Array(size * size * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      // Premultiplied sums, so that a transparent sample does not darken an edge.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const [cr, cg, cb, ca] = colourAt(
            (px + (sx + 0.5) / SUPERSAMPLING) / size,
            (py + (sy + 0.5) / SUPERSAMPLING) / size,
            colours,
            purpose,
          );
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const offset = (py * size + px) * 4;
      pixels[offset] = a === 0 ? 0 : Math.round(r / a);
      pixels[offset + 1] = a === 0 ? 0 : Math.round(g / a);
      pixels[offset + 2] = a === 0 ? 0 : Math.round(b / a);
      pixels[offset + 3] = Math.round(a / samples);
    }
  }
  return pixels;
}

/** The icon as a PNG file. */
export function brandIconPng(theme: BrandTheme, size: number, purpose: IconPurpose): Buffer {
  return encodePng(size, size, drawBrandIcon(theme, size, purpose));
}

const svgColour = (colour: Rgba) => `rgb(${colour[0]},${colour[1]},${colour[2]})`;

/** The same icon as SVG (`any`): for browsers that take a vector icon at any size. */
export function brandIconSvg(theme: BrandTheme): string {
  const colours = palette(theme);
  const size = 512;
  const at = (fraction: number) => Number((fraction * size).toFixed(2));
  // The notches: a dashed ring, one dash per notch, starting at angle 0 like the PNG's.
  const notchRadius = (CHIP.outer + CHIP.notchInner) / 2;
  const circumference = 2 * Math.PI * at(notchRadius);
  const dash = (circumference * CHIP.notchDegrees) / 360;
  const gap = circumference / CHIP.notches - dash;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}" rx="${at(CORNER)}" fill="${svgColour(colours.primary)}"/>`,
    `<circle cx="${at(0.5)}" cy="${at(0.5)}" r="${at(CHIP.outer)}" fill="${svgColour(colours.accent)}"/>`,
    `<circle cx="${at(0.5)}" cy="${at(0.5)}" r="${at(notchRadius)}" fill="none" stroke="${svgColour(colours.mark)}"`,
    ` stroke-width="${at(CHIP.outer - CHIP.notchInner)}" stroke-dasharray="${dash.toFixed(2)} ${gap.toFixed(2)}"/>`,
    `<circle cx="${at(0.5)}" cy="${at(0.5)}" r="${at(CHIP.ring)}" fill="${svgColour(colours.primary)}"/>`,
    `<circle cx="${at(0.5)}" cy="${at(0.5)}" r="${at(CHIP.centre)}" fill="${svgColour(colours.mark)}"/>`,
    '</svg>',
  ].join('');
}
