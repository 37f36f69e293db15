import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { themeVariables, type BrandTheme } from '../../runtime/rules/theme.ts';
import { onHost, scrollToFooter, test, expect } from './support/site.ts';

// Every colour the lobby paints comes from the brand's own theme (brand.json): a colour that only
// the other brand's theme has is a colour some widget, banner or artwork carries on its own.

const BRANDS = ['nova', 'lumen'] as const;
type BrandId = (typeof BRANDS)[number];

const themeOf = (brand: BrandId): BrandTheme =>
  (JSON.parse(readFileSync(`brands/${brand}/brand.json`, 'utf8')) as { theme: BrandTheme }).theme;

/** The theme's colours as the page gets them: brand.json's own and those derived from them. */
const paletteOf = (brand: BrandId): Set<string> =>
  new Set(
    Object.values(themeVariables(themeOf(brand)))
      .filter((value) => /^#[0-9a-f]{6}$/i.test(value))
      .map((value) => value.toLowerCase()),
  );

/** Colours every brand may use: they belong to no theme. */
const NEUTRAL = new Set(['#ffffff', '#000000']);

/** Colours only `brand`'s theme has. */
function ownColours(brand: BrandId): Set<string> {
  const others = BRANDS.filter((other) => other !== brand).flatMap((other) => [...paletteOf(other)]);
  return new Set([...paletteOf(brand)].filter((colour) => !others.includes(colour) && !NEUTRAL.has(colour)));
}

interface Painted {
  colour: string;
  where: string;
}

/**
 * Every colour the visible elements of the page paint, as #rrggbb (alpha left out; fully
 * transparent colours skipped): text, backgrounds and their gradients, borders, outlines, shadows,
 * and the fill and stroke of inline SVG.
 */
function paintedColours(page: Page): Promise<Painted[]> {
  return page.evaluate(() => {
    const found = new Map<string, string>();
    const hex = (channels: number[]) =>
      `#${channels
        .map((c) =>
          Math.round(Math.min(255, Math.max(0, c)))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const colours = (value: string): string[] => {
      const out: string[] = [];
      for (const match of value.matchAll(/rgba?\(([^)]+)\)/g)) {
        const parts = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        if (parts.length >= 4 && parts[3] === 0) continue;
        out.push(hex(parts.slice(0, 3)));
      }
      for (const match of value.matchAll(/color\(srgb ([^)]+)\)/g)) {
        const parts = match[1]!
          .split(/[\s/]+/)
          .filter(Boolean)
          .map(Number);
        if (parts.length >= 4 && parts[3] === 0) continue;
        out.push(hex(parts.slice(0, 3).map((c) => c * 255)));
      }
      return out;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const PROPERTIES = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'box-shadow',
      'text-decoration-color',
    ];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const properties =
        element instanceof SVGElement && element.closest('svg')
          ? [...PROPERTIES, 'fill', 'stroke']
          : PROPERTIES;
      for (const property of properties) {
        for (const colour of colours(style.getPropertyValue(property))) {
          if (!found.has(colour)) found.set(colour, `${describe(element)} ${property}`);
        }
      }
    }
    return [...found].map(([colour, where]) => ({ colour, where }));
  });
}

/** The lobby with every deferred widget rendered: scrolled to the footer and back. */
async function renderLobby(page: Page, brand: BrandId) {
  await page.goto(onHost(`${brand}.localhost`, '/'));
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('heading').first()).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const brand of BRANDS) {
  test(`the ${brand} lobby paints only colours of its own theme, focus rings included`, async ({ page }) => {
    const own = ownColours(brand);
    const foreign = new Set(
      BRANDS.filter((other) => other !== brand).flatMap((other) => [...ownColours(other)]),
    );
    expect(foreign.size, 'the other theme has colours of its own').toBeGreaterThan(0);

    await renderLobby(page, brand);
    const painted = await paintedColours(page);
    // Focus rings: the first stops of the keyboard path through the header.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      painted.push(...(await paintedColours(page)));
    }

    const colours = new Set(painted.map((entry) => entry.colour));
    // The collection sees the theme at all: the brand's primary and page background are there.
    const theme = themeOf(brand);
    expect(colours, 'the page background').toContain(theme.background.toLowerCase());
    expect(colours, 'the primary colour').toContain(theme.primary.toLowerCase());
    expect(
      [...own].some((colour) => colours.has(colour)),
      'a colour only this brand has',
    ).toBe(true);

    const leaks = painted
      .filter((entry) => foreign.has(entry.colour))
      .map((entry) => `${entry.colour} on ${entry.where}`);
    expect([...new Set(leaks)], "colours of another brand's theme").toEqual([]);
  });
}
