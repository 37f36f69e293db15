import '../../tests/harness/happy-dom-purify.ts';
import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createCmsHtmlSanitizer, filterStyle, type CmsHtmlRule } from './cms-html.ts';

// The browser path (the test's DOM, happy-dom made to behave as browsers do) and the server path
// (jsdom, as runtime/app/first-view-renderer.tsx gives it) run the same policy: every case runs on both.
const paths = {
  browser: createCmsHtmlSanitizer(DOMPurify, window as unknown as WindowLike),
  server: createCmsHtmlSanitizer(DOMPurify, new JSDOM('').window as unknown as WindowLike),
};
const options = {
  origin: 'https://nova.example',
  imageOrigins: ['https://cdn.example', 'https://*.img.example'],
};

interface Case {
  /** What the content manager wrote. */
  input: string;
  /** What reaches the page. */
  output: string;
  /** The rules of what was removed, one per removal (none for harmless input). */
  removed: CmsHtmlRule[];
}

const cases: Record<string, Case[]> = {
  'style keeps to its box': [
    {
      input: '<p style="position: fixed; inset: 0">x</p>',
      output: '<p>x</p>',
      removed: ['cms-html/style', 'cms-html/style'],
    },
    { input: '<p style="z-index:9999">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    {
      input: '<p style="top:0;left:0">x</p>',
      output: '<p>x</p>',
      removed: ['cms-html/style', 'cms-html/style'],
    },
    { input: '<p style="transform: scale(50)">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    {
      input: '<p style="width: 100vw; height: 100dvh">x</p>',
      output: '<p>x</p>',
      removed: ['cms-html/style', 'cms-html/style'],
    },
    { input: '<p style="color: red !important">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    {
      input: '<p style="background: url(https://evil.example/x.png)">x</p>',
      output: '<p>x</p>',
      removed: ['cms-html/style'],
    },
    { input: '<p style="color: re\\64">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    { input: '<p style="posi/**/tion: fixed">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    { input: '<p style="}{ color red">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    { input: '<p style="margin: -9999px 0 0">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    { input: '<p style="font-size: 400px">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    {
      input: '<p style="color: expression(alert(1))">x</p>',
      output: '<p>x</p>',
      removed: ['cms-html/style'],
    },
    { input: '<p style="POSITION: FIXED">x</p>', output: '<p>x</p>', removed: ['cms-html/style'] },
    {
      input: '<p style="text-align: center; color: #c00; font-weight: bold; position: absolute">x</p>',
      output: '<p style="text-align: center; color: #c00; font-weight: bold">x</p>',
      removed: ['cms-html/style'],
    },
    {
      input:
        '<span style="font-style:italic;text-decoration:underline;background-color:rgb(255 0 0 / 50%)">x</span>',
      output:
        '<span style="font-style: italic; text-decoration: underline; background-color: rgb(255 0 0 / 50%)">x</span>',
      removed: [],
    },
  ],
  'no forms': [
    {
      input:
        '<form action="https://evil.example"><input name="password"><button type="submit">Log in</button></form>',
      output: 'Log in',
      removed: ['cms-html/form', 'cms-html/form', 'cms-html/form'],
    },
    { input: '<p>a<textarea>b</textarea></p>', output: '<p>ab</p>', removed: ['cms-html/form'] },
    {
      input: '<select><option>One</option></select>',
      output: 'One',
      removed: ['cms-html/form', 'cms-html/form'],
    },
  ],
  'nothing over the page': [
    { input: '<style>body{display:none}</style>ok', output: 'ok', removed: ['cms-html/element'] },
    { input: '<dialog open>Win!</dialog>', output: 'Win!', removed: ['cms-html/element'] },
    { input: '<div popover="manual">x</div>', output: '<div>x</div>', removed: ['cms-html/attribute'] },
    {
      input: '<div class="cr-modal__backdrop big">x</div>',
      output: '<div class="big">x</div>',
      removed: ['cms-html/app-name'],
    },
    { input: '<div id="cr-start">[]</div>', output: '<div>[]</div>', removed: ['cms-html/app-name'] },
    {
      input: '<h2 id="bonus" class="note">x</h2>',
      output: '<h2 id="bonus" class="note">x</h2>',
      removed: [],
    },
  ],
  'links cannot reach back': [
    {
      input: '<a href="https://affiliates.example/join">A</a>',
      output: '<a href="https://affiliates.example/join" target="_blank" rel="noopener noreferrer">A</a>',
      removed: [],
    },
    {
      input: '<a href="mailto:help@nova.example" target="_blank">Mail</a>',
      output: '<a href="mailto:help@nova.example" target="_blank" rel="noopener noreferrer">Mail</a>',
      removed: [],
    },
    {
      input: '<a href="https://x.example" rel="nofollow">x</a>',
      output: '<a href="https://x.example" rel="nofollow noopener noreferrer" target="_blank">x</a>',
      removed: [],
    },
    {
      input: '<a href="/promotions" target="_blank">P</a>',
      output: '<a href="/promotions">P</a>',
      removed: [],
    },
    {
      input: '<a href="https://nova.example/games" target="_top">G</a>',
      output: '<a href="https://nova.example/games">G</a>',
      removed: [],
    },
    { input: '<a href="javascript:steal()">x</a>', output: '<a>x</a>', removed: ['cms-html/url'] },
    {
      input: '<a href="data:text/html,<script>x</script>">x</a>',
      output: '<a>x</a>',
      removed: ['cms-html/url'],
    },
    { input: '<a href=" JaVaScRiPt:steal()">x</a>', output: '<a>x</a>', removed: ['cms-html/url'] },
  ],
  'images from this site or the brand origins only': [
    {
      input: '<img src="/assets/a.png" alt="A">',
      output: '<img src="/assets/a.png" alt="A" loading="lazy" decoding="async">',
      removed: [],
    },
    {
      input: '<img src="https://cdn.example/a.png">',
      output: '<img src="https://cdn.example/a.png" loading="lazy" decoding="async">',
      removed: [],
    },
    {
      input: '<img src="https://eu.img.example/a.png">',
      output: '<img src="https://eu.img.example/a.png" loading="lazy" decoding="async">',
      removed: [],
    },
    {
      input: '<p>a<img src="https://evil.example/t.gif">b</p>',
      output: '<p>ab</p>',
      removed: ['cms-html/image-origin'],
    },
    { input: '<img src="//evil.example/t.gif">', output: '', removed: ['cms-html/image-origin'] },
    { input: '<img src="http://cdn.example/a.png">', output: '', removed: ['cms-html/image-origin'] },
    { input: '<img src="https://img.example/a.png">', output: '', removed: ['cms-html/image-origin'] },
    { input: '<img src="https://nova.example/a.png">', output: '', removed: ['cms-html/image-origin'] },
    { input: '<img src="data:image/png;base64,AAAA">', output: '', removed: ['cms-html/image-origin'] },
    {
      input: '<img src="/a.png" srcset="/a2.png 2x, https://evil.example/a3.png 3x">',
      output: '<img src="/a.png" srcset="/a2.png 2x" loading="lazy" decoding="async">',
      removed: ['cms-html/image-origin'],
    },
    {
      input: '<picture><source srcset="https://evil.example/a.webp"><img src="/a.png"></picture>',
      output: '<picture><img src="/a.png" loading="lazy" decoding="async"></picture>',
      removed: ['cms-html/image-origin'],
    },
    {
      input: '<svg><image href="https://evil.example/x.png"></image></svg>',
      output: '<svg></svg>',
      removed: ['cms-html/image-origin'],
    },
    {
      input: '<table background="https://evil.example/b.png"><tbody><tr><td>x</td></tr></tbody></table>',
      output: '<table><tbody><tr><td>x</td></tr></tbody></table>',
      removed: ['cms-html/image-origin'],
    },
  ],
  'no script': [
    {
      input: '<p onclick="steal()">Hi<script>steal()</script></p>',
      output: '<p>Hi</p>',
      removed: ['cms-html/element', 'cms-html/attribute'],
    },
    { input: '<object data="https://evil.example/x"></object>x', output: 'x', removed: ['cms-html/element'] },
    {
      input: '<meta http-equiv="refresh" content="0;url=https://evil.example">x',
      output: 'x',
      removed: ['cms-html/element'],
    },
    { input: '<svg><use href="#x"></use></svg>', output: '<svg></svg>', removed: ['cms-html/element'] },
  ],
};

describe.each(Object.entries(cases))('CMS HTML: %s', (_, table) => {
  it.each(table)('$input', ({ input, output, removed }) => {
    for (const sanitize of Object.values(paths)) {
      const clean = sanitize(input, options);
      expect(clean.html).toBe(output);
      expect(clean.removals.map((removal) => removal.rule).sort()).toEqual([...removed].sort());
    }
  });
});

describe('CMS HTML removals', () => {
  it('names what was removed and why, as the validate CLI prints it', () => {
    const { removals } = paths.server(
      '<p style="position: fixed; color: red">x</p><img src="https://evil.example/a.png"><form></form>',
      options,
    );
    expect(removals).toEqual(
      expect.arrayContaining([
        { rule: 'cms-html/style', message: 'style "position: fixed" removed' },
        {
          rule: 'cms-html/image-origin',
          message: "image from https://evil.example not in the brand's image origins",
        },
        { rule: 'cms-html/form', message: 'form control <form> removed' },
      ]),
    );
    expect(removals).toHaveLength(3);
  });

  it('gives the same HTML on the server and in the browser for a whole page', () => {
    const page =
      '<h2 style="text-align:center">Terms</h2><p>Read <a href="/privacy" target="_blank">privacy</a> and ' +
      '<a href="https://regulator.example">the regulator</a>.</p><ul><li><b>One</b></li><li><i>Two</i></li></ul>' +
      '<table><tr><th>Level</th><td>1</td></tr></table><img src="/assets/award.svg" alt="Award" width="80">';
    expect(paths.server(page, options).html).toBe(paths.browser(page, options).html);
  });
});

describe('filterStyle', () => {
  it('keeps the declarations that change how text looks and drops the others as written', () => {
    expect(filterStyle('COLOR: Red;  position : fixed ; ;font-weight:700')).toEqual({
      kept: 'color: Red; font-weight: 700',
      dropped: ['position : fixed'],
    });
  });
});
