import { themeDeclarations, type BrandTheme } from '../rules/theme.ts';

/**
 * Applies a brand theme to the page: custom properties on the root element, the matching
 * `color-scheme` (so form controls and scroll bars follow a dark brand) and the browser
 * theme colour. Values the root already has are not written again: any write to the root's
 * style makes the browser recompute the style of the whole page.
 * @example applyTheme(brand.theme)
 */
export function applyTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of themeDeclarations(theme)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  const meta = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && meta.content !== theme.surface) meta.content = theme.surface;
}
