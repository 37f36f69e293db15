import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { isPhone, onHost, scrollToFooter, test, expect } from './support/site.ts';

// Text never clips and controls never overlap, at every width from a 360 px phone to a 1920 px
// screen, in English and in the locales whose labels are the hardest to fit. Long labels wrap or
// are shortened by design (an ellipsis that carries the full text as its title or accessible
// name), never cut off by an overflowing box.

/** The phone run takes the phone and tablet widths, the desktop run the desktop ones. */
const PHONE_WIDTHS = [360, 390, 768];
const DESKTOP_WIDTHS = [1024, 1440, 1920];

/** The message areas of the pages this test looks at. */
const AREAS = [
  'header',
  'bottom-bar',
  'sidebar',
  'registration',
  'auth',
  'lobby',
  'global',
  'app',
  'timed-popups',
];
const CANDIDATES = ['de', 'no', 'et', 'fr-CA'] as const;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const messagesOf = (locale: string) =>
  AREAS.flatMap((area) => {
    try {
      return textsOf(JSON.parse(readFileSync(`brands/_base/messages/${locale}/${area}.json`, 'utf8')));
    } catch {
      return [];
    }
  });

const longestBy = (measure: (texts: string[]) => number) =>
  CANDIDATES.map((locale) => ({ locale, size: measure(messagesOf(locale)) })).sort(
    (a, b) => b.size - a.size,
  )[0]!.locale;

/**
 * The locale with the most text (labels that wrap) and the one with the longest words (that cannot);
 * E2E_LAYOUT_LOCALES=no,et runs others.
 */
const LOCALES = process.env.E2E_LAYOUT_LOCALES?.split(',') ?? [
  ...new Set([
    'en',
    longestBy((texts) => texts.reduce((sum, text) => sum + text.length, 0)),
    longestBy((texts) => Math.max(...texts.flatMap((text) => text.split(/\s+/)).map((word) => word.length))),
  ]),
];

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

interface Problem {
  element: string;
  text: string;
  issue: string;
}

/**
 * Text inside `roots` that its box cuts off: an element whose own text overflows a box that hides
 * the overflow (sideways or downwards), or that an ancestor clipping its content cuts partly
 * away. An ellipsis is a designed truncation only when the element or its control carries the
 * full text as its title or accessible name.
 */
function clippedText(page: Page, roots: string): Promise<Problem[]> {
  return page.evaluate((selector) => {
    const problems: Problem[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const hides = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const value = axis === 'x' ? style.overflowX : style.overflowY;
      return value === 'hidden' || value === 'clip';
    };
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility === 'visible' && Number(style.opacity) > 0;
    };
    const designedTruncation = (element: Element, text: string) => {
      const carrier = element.closest('[title], [aria-label], a, button');
      const full = `${carrier?.getAttribute('title') ?? ''} ${carrier?.getAttribute('aria-label') ?? ''}`;
      return full.includes(text.replace(/[….]+$/, ''));
    };
    const seen = new Set<Element>();
    for (const root of document.querySelectorAll(selector)) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (seen.has(element)) continue;
        seen.add(element);
        const text = ownText(element);
        if (!text || !visible(element) || element.closest('.cr-visually-hidden, [aria-hidden="true"]'))
          continue;
        const style = getComputedStyle(element);
        const wide = element.scrollWidth > element.clientWidth + 1;
        const tall = element.scrollHeight > element.clientHeight + 1;
        const truncated = style.textOverflow === 'ellipsis' && wide;
        if (truncated && designedTruncation(element, text)) continue;
        if ((wide && hides(style, 'x')) || (tall && hides(style, 'y'))) {
          problems.push({ element: describe(element), text, issue: 'overflows its own box' });
          continue;
        }
        // The text itself, cut by an ancestor that hides overflow; wholly hidden text (a slide
        // scrolled away) is not cut, it waits out of view.
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        for (
          let parent = element.parentElement;
          parent && parent !== document.body;
          parent = parent.parentElement
        ) {
          const parentStyle = getComputedStyle(parent);
          if (!hides(parentStyle, 'x') && !hides(parentStyle, 'y')) continue;
          const clip = parent.getBoundingClientRect();
          const outside =
            box.right <= clip.left ||
            box.left >= clip.right ||
            box.bottom <= clip.top ||
            box.top >= clip.bottom;
          const inside =
            (!hides(parentStyle, 'x') || (box.left >= clip.left - 1 && box.right <= clip.right + 1)) &&
            (!hides(parentStyle, 'y') || (box.top >= clip.top - 1 && box.bottom <= clip.bottom + 1));
          if (!outside && !inside) {
            problems.push({ element: describe(element), text, issue: `cut off by ${describe(parent)}` });
            break;
          }
        }
      }
    }
    return problems;
  }, roots);
}

/** Pairs of visible controls inside `roots` whose boxes overlap (a control inside another aside). */
function overlappingControls(page: Page, roots: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll(selector)]
      .flatMap((root) => [...root.querySelectorAll('a[href], button, [role="button"], input, select')])
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility === 'visible' &&
          !element.closest('[inert], [aria-hidden="true"]')
        );
      });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      const boxA = a.getBoundingClientRect();
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = b.getBoundingClientRect();
        const x = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const y = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (x > 1 && y > 1) overlaps.push(`${name(a)} and ${name(b)}`);
      }
    });
    return overlaps;
  }, roots);
}

/**
 * Visible controls inside `roots` that run past a side of the window, where no box scrolls or
 * clips them (a scrolling row's items out of view are in its own box): out of reach.
 */
function offScreenControls(page: Page, roots: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll(selector)]
      .flatMap((root) => [...root.querySelectorAll('a[href], button, [role="button"], input, select')])
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown =
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility === 'visible' &&
          !element.closest('[inert], [aria-hidden="true"]');
        return shown && (box.right > width + 1 || box.left < -1) && !clipsSideways(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px)`;
      });
  }, roots);
}

/** Texts inside `roots` whose lines overlap the lines of another text (not nested in it). */
function overlappingTexts(page: Page, roots: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const texts = [...document.querySelectorAll(selector)]
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter((element) => {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        const style = getComputedStyle(element);
        return (
          own &&
          style.visibility === 'visible' &&
          element.getBoundingClientRect().width > 0 &&
          !element.closest('.cr-visually-hidden, [aria-hidden="true"]')
        );
      })
      .map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return { element, lines: [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0) };
      });
    const overlaps: string[] = [];
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const hit = a.lines.some((ra) =>
          b.lines.some(
            (rb) =>
              Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 1 &&
              Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 1,
          ),
        );
        if (hit) {
          overlaps.push(
            `"${a.element.textContent?.trim().slice(0, 30)}" and "${b.element.textContent?.trim().slice(0, 30)}"`,
          );
        }
      }
    });
    return overlaps;
  }, roots);
}

/**
 * Texts inside `roots` that run over a picture beside them (a banner's overlay artwork); a picture
 * that fills its box is a background, which texts may lie on.
 */
function textsOverImages(page: Page, roots: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const images = [...root.querySelectorAll('img')].filter((image) => {
        const box = image.getBoundingClientRect();
        const parent = image.parentElement?.getBoundingClientRect();
        const shown = getComputedStyle(image).display !== 'none' && box.width > 0 && box.height > 0;
        return shown && parent !== undefined && box.width * box.height < 0.9 * parent.width * parent.height;
      });
      for (const element of root.querySelectorAll('*')) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (!own) continue;
        const range = document.createRange();
        range.selectNodeContents(element);
        for (const line of range.getClientRects()) {
          const hit = images.find((image) => {
            const box = image.getBoundingClientRect();
            return (
              Math.min(line.right, box.right) - Math.max(line.left, box.left) > 1 &&
              Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) > 1
            );
          });
          if (hit) {
            found.push(
              `"${element.textContent?.trim().slice(0, 30)}" runs over the picture ${hit.getAttribute('src')}`,
            );
            break;
          }
        }
      }
    }
    return found;
  }, roots);
}

/** The layout after a resize: two frames for the media queries, the menus' measuring and fonts. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(150);
}

const describeProblems = (problems: Problem[]) =>
  problems.map((problem) => `${problem.element} "${problem.text.slice(0, 40)}": ${problem.issue}`);

/** What does not fit in `roots` at the current width. */
async function problemsAt(page: Page, width: number, roots: string, controls: string | null, what: string) {
  const found = describeProblems(await clippedText(page, roots)).map((line) => `${width}px ${what}: ${line}`);
  if (controls) {
    found.push(
      ...(await overlappingControls(page, controls)).map((line) => `${width}px ${what}: ${line} overlap`),
    );
    found.push(
      ...(await overlappingTexts(page, controls)).map((line) => `${width}px ${what}: texts ${line} overlap`),
    );
    found.push(...(await offScreenControls(page, controls)).map((line) => `${width}px ${what}: ${line}`));
  }
  found.push(...(await textsOverImages(page, roots)).map((line) => `${width}px ${what}: ${line}`));
  return found;
}

/**
 * Checks `roots` at every width and reports everything found at once. The header's menu measures
 * itself after a resize (a frame or more on a busy machine): a width is looked at again for a
 * few seconds until it has settled, and what is still wrong then is a fault.
 */
async function expectFits(
  page: Page,
  widths: number[],
  roots: string,
  controls: string | null,
  what: string,
) {
  const found: string[] = [];
  for (const width of widths) {
    await resize(page, width);
    let problems = await problemsAt(page, width, roots, controls, what);
    for (let attempt = 0; problems.length > 0 && attempt < 10; attempt += 1) {
      await page.waitForTimeout(300);
      problems = await problemsAt(page, width, roots, controls, what);
    }
    found.push(...problems);
  }
  expect([...new Set(found)]).toEqual([]);
}

const SHELL = '.cr-site-header, .cr-bottom-bar, .cr-timed-popups__promo';

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test('the lobby, header and bottom bar fit every width', async ({ page }) => {
      const widths = isPhone(page) ? PHONE_WIDTHS : DESKTOP_WIDTHS;
      await page.goto(onHost('lumen.localhost', `${prefix(locale)}/`));
      await expect(page.getByRole('region', { name: /./ }).getByRole('heading').first()).toBeVisible();
      await scrollToFooter(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectFits(page, widths, `${SHELL}, main, footer`, SHELL, 'lobby');
    });

    test('nova: its header with the sports and promotion links, its banners and its bottom bar fit every width', async ({
      page,
    }) => {
      const widths = isPhone(page) ? PHONE_WIDTHS : DESKTOP_WIDTHS;
      await page.goto(onHost('nova.localhost', `${prefix(locale)}/`));
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expectFits(page, widths, `${SHELL}, .cr-hero-banner`, SHELL, 'header');
    });

    test('the sign-up popup and the phone sidebar fit every width', async ({ page }) => {
      const widths = isPhone(page) ? PHONE_WIDTHS : DESKTOP_WIDTHS;
      await page.goto(onHost('nova.localhost', `${prefix(locale)}/registration`));
      const dialog: Locator = page.getByRole('dialog');
      await expect(dialog.locator('input').first()).toBeVisible();
      await expectFits(page, widths, '[role="dialog"]', '[role="dialog"]', 'sign-up');
      if (isPhone(page)) {
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await resize(page, 360);
        // The bottom bar's last cell opens the menu, whatever the language calls it.
        const menu = page.locator('.cr-bottom-bar').getByRole('button').last();
        await expect(async () => {
          if ((await page.getByRole('dialog').count()) === 0) await menu.click();
          await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 30_000 });
        await expectFits(page, [360, 390], '[role="dialog"]', '[role="dialog"]', 'sidebar');
      }
    });
  });
}
