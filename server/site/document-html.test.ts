import { describe, expect, it } from 'vitest';
import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import { renderDocument, scriptSafeJson } from './document-html.ts';

/** A boot payload with only the fields a test is about (the document writes it as given). */
const partialBoot = (value: { geo: unknown; player: unknown }) => value as BootPayload;

describe('renderDocument', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

  it('adds preloads to the head, the locale to <html lang> and the payload before the root', () => {
    const html = renderDocument(template, {
      lang: 'de',
      scripts: ['assets/site-header.js'],
      styles: ['assets/ui.css'],
      boot: partialBoot({ geo: { country_code: 'DE' }, player: null }),
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/site-header.js"><link rel="preload" as="style" crossorigin href="/assets/ui.css"></head>',
    );
    expect(html).toContain(
      '<script id="cr-boot" type="application/json">{"geo":{"country_code":"DE"},"player":null}</script><div id="root">',
    );
  });

  it("shows the brand's name in its colours until the app renders", () => {
    const html = renderDocument(
      '<html lang="en"><head><title>Casino</title></head><body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>',
      {
        scripts: [],
        styles: [],
        brand: {
          name: 'Nova <Casino>',
          theme: {
            primary: '#6d28d9',
            accent: '#f59e0b',
            background: '#0f0a1f',
            surface: '#1b1433',
            text: 'red;x:y',
          },
        },
      },
    );
    expect(html).toContain('<title>Nova &lt;Casino&gt;</title>');
    expect(html).toContain('<style>html{background:#0f0a1f;color:inherit}</style></head>');
    // The theme as applyTheme writes it; a value that is not a colour is left out.
    const style = /<html lang="en" style="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(style).toContain('--cr-primary:#6d28d9;');
    expect(style).toContain('--cr-bg:#0f0a1f;');
    expect(style).toContain('--cr-surface:#1b1433;');
    expect(style).toMatch(/;color-scheme:dark$/);
    expect(style).not.toContain('red');
    expect(style).not.toContain('--cr-text:');
    expect(html).toContain(
      '<div class="cr-boot" aria-busy="true"><p>Nova &lt;Casino&gt;</p><span></span></div>',
    );
  });

  it('puts a server-rendered page in #root and makes nothing wait before its first paint', () => {
    const built =
      '<!doctype html><html lang="en"><head><meta name="description" content="Online casino" /><title>Casino</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/pwa.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root">\n  <div class="cr-boot" aria-busy="true"><span></span></div>\n</div></body></html>';
    const html = renderDocument(built, {
      scripts: ['assets/main.js', 'assets/site-header.js'],
      styles: ['assets/site-header.css'],
      fetches: ['/messages/en.json?t=7'],
      boot: partialBoot({ geo: { country_code: 'CA' }, player: null }),
      page: {
        html: '<div class="cr-app">lobby</div>',
        head: '<title>Nova Casino</title><meta name="description" content="Play"/>',
        state: { locale: 'en' },
      },
      inlineStyles: '.cr-site-header{color:red}',
      inlineEntryCss: 'body{margin:0}',
    });
    expect(html).toContain('<div id="root" data-ssr><div class="cr-app">lobby</div></div>');
    expect(html).not.toContain('cr-boot" aria-busy');
    // The page's title and description replace the template's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Nova Casino</title><meta name="description" content="Play"/>');
    expect(html).not.toContain('Online casino');
    // CSS inline, its files marked present for Vite's chunk loader with links that are never fetched.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain('<style>.cr-site-header{color:red}</style>');
    expect(head).not.toContain('<link rel="stylesheet"');
    // Nothing is fetched before the first paint but the page's images: the app's chunks and data
    // are a list that the entry script preloads once the page has painted.
    expect(head).not.toContain('preload');
    // The markup first, then the data the app hydrates with, then what starts the app.
    expect(html).toContain(
      '</div><script id="cr-boot" type="application/json">{"geo":{"country_code":"CA"},"player":null,"ssr":{"locale":"en"}}</script>' +
        '<script id="cr-start" type="application/json">' +
        '{"modules":["/assets/main.js","/assets/site-header.js"],"fetches":["/messages/en.json?t=7"]}</script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pwa.js">' +
        '<link rel="stylesheet" href="/assets/site-header.css" disabled>' +
        '<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script></body>',
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).toContain('<body><div id="root" data-ssr>');
  });

  it('links and lists only paths of its own origin, by the rule the client follows them by', () => {
    const hostile = {
      scripts: ['assets/ok.js', '/evil.example/x.js', '\\evil.example/y.js'],
      styles: ['assets/ok.css', '/evil.example/x.css'],
      fetches: [
        '/messages/en.json?t=7',
        '//evil.example/messages.json',
        'https://evil.example/x',
        '/%2f%2fx',
      ],
    };
    const linked = renderDocument(template, hostile);
    const served = renderDocument(template, {
      ...hostile,
      page: { html: '', head: '', state: null },
    });
    for (const html of [linked, served]) expect(html).not.toMatch(/evil\.example|%2f%2f/);
    expect(linked).toContain('href="/assets/ok.js"');
    expect(linked).toContain('href="/assets/ok.css"');
    expect(linked).toContain('href="/messages/en.json?t=7"');
    expect(served).toContain('{"modules":["/assets/ok.js"],"fetches":["/messages/en.json?t=7"]}');
  });

  it("nonces the template's and its own inline styles, never an element of the page's markup", () => {
    const built =
      '<!doctype html><html lang="en"><head><title>Casino</title><style>.cr-boot{margin:0}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>';
    const html = renderDocument(built, {
      scripts: [],
      styles: [],
      boot: partialBoot({ geo: null, player: null }),
      brand: {
        name: 'Nova',
        theme: {
          primary: '#000000',
          accent: '#000000',
          background: '#000000',
          surface: '#000000',
          text: '#ffffff',
        },
      },
      page: { html: '<style>.from-markup{}</style><p>page</p>', head: '', state: {} },
      inlineStyles: '.w{}',
      inlineEntryCss: 'body{}',
      nonce: 'n0nce',
    });
    expect(html.match(/<style[^>]*>/g)).toEqual([
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style>',
    ]);
    expect(html).toContain('<div id="root" data-ssr><style>.from-markup{}</style>');
  });

  it('writes player data and titles holding $ patterns as they are, leaving the rest of the page whole', () => {
    const built =
      '<!doctype html><html lang="en"><head><title>Casino</title></head>' +
      '<body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>';
    // In a replacement string, $' $` $& and $$ stand for parts of the document.
    const tricky = "A$'B $` C $& D $$ E";
    const boot = partialBoot({
      geo: { country_code: 'CA' },
      player: { nickname: tricky, first_name: '$1$<x>' },
    });
    // The brand's name is written escaped: no & in it, so it reads the same.
    const brandName = "Nova $' $` $$ $$$";
    const parts = {
      scripts: [],
      styles: [],
      boot,
      brand: {
        name: brandName,
        theme: { primary: '#000', accent: '#000', background: '#000', surface: '#000', text: '#fff' },
      },
    };
    const html = renderDocument(built, parts);
    const payload = /<script id="cr-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(payload ?? 'null')).toEqual(boot);
    expect(html).toContain(`<title>${brandName}</title>`);
    expect(html).toContain(`<p>${brandName}</p>`);

    const rendered = renderDocument(built, {
      ...parts,
      page: {
        html: `<h1>${tricky}</h1>`,
        head: "<title>Jackpot $$$ $' $&amp;</title>",
        state: { n: tricky },
      },
    });
    expect(rendered).toContain("<title>Jackpot $$$ $' $&amp;</title></head>");
    expect(rendered).toContain(`<div id="root" data-ssr><h1>${tricky}</h1></div>`);
    const ssrPayload = /<script id="cr-boot" type="application\/json">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(JSON.parse(ssrPayload ?? 'null')).toEqual({ ...boot, ssr: { n: tricky } });
    for (const document of [html, rendered]) {
      expect(document.match(/<html/g)).toHaveLength(1);
      expect(document.match(/<\/head>/g)).toHaveLength(1);
      expect(document.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('cannot be broken out of by data in the payload', () => {
    const json = scriptSafeJson({ nickname: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ nickname: '</script><script>alert(1)</script>' });
  });
});
