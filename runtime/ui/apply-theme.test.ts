import { afterEach, describe, expect, it } from 'vitest';
import { luminance, themeStyleAttribute, themeVariables } from '../rules/theme.ts';
import { applyTheme } from './apply-theme.ts';

const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const dark = {
  primary: '#ffcc00',
  accent: '#ff3366',
  background: '#101018',
  surface: '#1b1b26',
  text: '#f0f0f5',
};

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});

describe('applyTheme', () => {
  it('sets every brand colour as a custom property on the page root', () => {
    applyTheme({
      ...dark,
      surfaceAlt: '#222233',
      textMuted: '#9999aa',
      border: '#333344',
      primaryText: '#111111',
    });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--cr-primary')).toBe('#ffcc00');
    expect(style.getPropertyValue('--cr-primary-text')).toBe('#111111');
    expect(style.getPropertyValue('--cr-accent')).toBe('#ff3366');
    expect(style.getPropertyValue('--cr-bg')).toBe('#101018');
    expect(style.getPropertyValue('--cr-surface')).toBe('#1b1b26');
    expect(style.getPropertyValue('--cr-surface-alt')).toBe('#222233');
    expect(style.getPropertyValue('--cr-text')).toBe('#f0f0f5');
    expect(style.getPropertyValue('--cr-text-muted')).toBe('#9999aa');
    expect(style.getPropertyValue('--cr-border')).toBe('#333344');
  });

  it('switches form controls to the dark scheme for a dark background', () => {
    applyTheme(dark);
    expect(document.documentElement.style.getPropertyValue('color-scheme')).toBe('dark');
    applyTheme({ ...dark, background: '#fafafa', text: '#111111' });
    expect(document.documentElement.style.getPropertyValue('color-scheme')).toBe('light');
  });

  it("writes nothing to a root that already carries the theme as the server's style attribute", () => {
    document.documentElement.setAttribute('style', themeStyleAttribute(dark));
    const before = document.documentElement.getAttribute('style');
    const writes: string[] = [];
    const style = document.documentElement.style;
    const setProperty = style.setProperty.bind(style);
    style.setProperty = (name: string, value: string | null, priority?: string) => {
      writes.push(name);
      setProperty(name, value, priority);
    };
    applyTheme(dark);
    expect(writes).toEqual([]);
    expect(document.documentElement.getAttribute('style')).toBe(before);
    expect(style.getPropertyValue('--cr-bg')).toBe('#101018');
    expect(style.getPropertyValue('color-scheme')).toBe('dark');
    // Another theme still applies in full.
    applyTheme({ ...dark, background: '#fafafa', text: '#111111' });
    expect(writes).toContain('--cr-bg');
    expect(style.getPropertyValue('color-scheme')).toBe('light');
  });

  it('leaves out of the style attribute a value that is not a colour', () => {
    const attribute = themeStyleAttribute({ ...dark, text: '#eee" onload="x' });
    expect(attribute).not.toContain('"');
    expect(attribute).not.toContain('--cr-text:');
    expect(attribute).toContain('--cr-bg:#101018;');
  });

  it('updates the browser theme colour when the page declares one', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    applyTheme(dark);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1b1b26');
  });
});

describe('themeVariables', () => {
  it('picks dark text on a light primary and white text on a dark one when the brand gives none', () => {
    expect(themeVariables(dark)['--cr-primary-text']).toBe('#000000');
    expect(themeVariables({ ...dark, primary: '#1a237e' })['--cr-primary-text']).toBe('#ffffff');
  });

  it('lightens a dark brand primary until links read on the dark page', () => {
    const vars = themeVariables({ ...dark, primary: '#6d28d9', background: '#0f0a1f', surface: '#1b1433' });
    const link = vars['--cr-link']!;
    expect(link).not.toBe('#6d28d9');
    expect(contrastRatio(link, '#0f0a1f')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars['--cr-focus-color']!, '#1b1433')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens an accent that is too light to read as text on a light page', () => {
    const light = { ...dark, accent: '#e11d48', background: '#f7f5ef', surface: '#ffffff', text: '#1c1917' };
    const ink = themeVariables(light)['--cr-accent-ink']!;
    expect(contrastRatio(ink, light.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, light.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a primary that already reads well as the link colour', () => {
    const vars = themeVariables({
      ...dark,
      primary: '#0e7c66',
      background: '#f7f5ef',
      surface: '#ffffff',
      text: '#1c1917',
    });
    expect(vars['--cr-link']).toBe('#0e7c66');
  });

  it('uses status colours that stay visible on a dark theme', () => {
    const vars = themeVariables(dark);
    for (const name of ['--cr-success', '--cr-warning', '--cr-danger']) {
      expect(contrastRatio(vars[name]!, dark.surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('derives muted text and borders between the text and background colours', () => {
    const vars = themeVariables({ ...dark, background: '#ffffff', text: '#000000' });
    expect(vars['--cr-text-muted']).toBe('#595959');
    expect(vars['--cr-border']).toBe('#d1d1d1');
  });

  it("runs banner gradients between the brand's own colours, from its deepened primary when it names none", () => {
    expect(themeVariables({ ...dark, gradientStart: '#064e3b', gradientEnd: '#0f766e' })).toMatchObject({
      '--cr-gradient-start': '#064e3b',
      '--cr-gradient-end': '#0f766e',
    });
    const vars = themeVariables({ ...dark, primary: '#6d28d9' });
    expect(vars['--cr-gradient-start']).toBe('#411882');
    expect(vars['--cr-gradient-end']).toBe('#6d28d9');
  });
});
