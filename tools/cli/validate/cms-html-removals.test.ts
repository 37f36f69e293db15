import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main, type CliDeps } from '../main.ts';

// `croupier validate` on a brands folder of CMS documents only: the widget catalogue and the
// sandbox play no part here.
const deps: CliDeps = { loadWidgets: async () => [], runSandbox: async () => 0, runServe: async () => 0 };

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function validate(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'croupier-cms-html-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const out: string[] = [];
  const code = await main(
    ['validate', 'brands'],
    { out: (line) => out.push(line), err: () => {}, cwd: dir },
    deps,
  );
  return { code, out };
}

const brand = (id: string, imageOrigins?: string[]) =>
  JSON.stringify({
    id,
    name: id,
    hosts: [{ host: `${id}.localhost`, kind: 'production' }],
    theme: {
      primary: '#000000',
      accent: '#111111',
      background: '#ffffff',
      surface: '#eeeeee',
      text: '#222222',
    },
    locales: ['en'],
    defaultCountry: 'CA',
    features: {},
    ...(imageOrigins && { security: { imageOrigins } }),
  });

const page = (html: Record<string, string>) =>
  [
    '{',
    '  "categories": ["page"],',
    '  "content": {',
    Object.entries(html)
      .map(([locale, text]) => `    "${locale}": { "title": "Promo", "html": ${JSON.stringify(text)} }`)
      .join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');

describe('croupier validate: what the CMS HTML sanitizer would remove', () => {
  it('reports each removal at the string that holds it, with the reason, as errors', async () => {
    const result = await validate({
      'brands/nova/brand.json': brand('nova', ['https://cdn.nova.example']),
      'brands/nova/cms/pages/promo.json': page({
        en: '<div style="position: fixed; inset: 0; color: red">Win</div><img src="https://cdn.nova.example/a.png">',
        de: '<p onclick="steal()">Gewinn</p><img src="https://evil.example/pixel.gif"><form><input></form>',
      }),
    });
    expect(result.out).toEqual([
      'brands/nova/cms/pages/promo.json:4:39  /content/en/html  style "position: fixed" removed  (cms-html/style)',
      'brands/nova/cms/pages/promo.json:4:39  /content/en/html  style "inset: 0" removed  (cms-html/style)',
      'brands/nova/cms/pages/promo.json:5:39  /content/de/html  attribute onclick removed  (cms-html/attribute)',
      'brands/nova/cms/pages/promo.json:5:39  /content/de/html  form control <form> removed  (cms-html/form)',
      'brands/nova/cms/pages/promo.json:5:39  /content/de/html  form control <input> removed  (cms-html/form)',
      "brands/nova/cms/pages/promo.json:5:39  /content/de/html  image from https://evil.example not in the brand's image origins  (cms-html/image-origin)",
    ]);
    expect(result.code).toBe(1);
  });

  it('passes HTML the sanitizer keeps as it is', async () => {
    const result = await validate({
      'brands/nova/brand.json': brand('nova'),
      'brands/nova/cms/pages/terms.json': page({
        en: '<h2 style="text-align: center">Terms</h2><p>See <a href="/privacy">privacy</a>.</p><img src="/assets/a.svg" alt="">',
      }),
    });
    expect(result.out).toEqual([]);
    expect(result.code).toBe(0);
  });

  it("checks a _base page against the image origins of every brand that shows it, and banners' artwork and popups", async () => {
    const banners = [
      '{',
      '  "banners": [',
      '    {',
      '      "id": "welcome", "frontend_identifier": "welcome", "categories": ["slider-index-top"],',
      '      "title": { "text": "Welcome" },',
      '      "image": "https://cdn.shared.example/welcome.png",',
      '      "overlayImage": "https://cdn.nova.example/hero.png",',
      '      "secondButton": { "name": "Terms", "popup": { "title": "Terms", "desc": { "en": "<dialog open>T&C</dialog>" } } }',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const result = await validate({
      'brands/nova/brand.json': brand('nova', ['https://cdn.shared.example', 'https://cdn.nova.example']),
      'brands/lumen/brand.json': brand('lumen', ['https://cdn.shared.example']),
      // Lumen shows a page of its own: the _base one answers to nova alone.
      'brands/lumen/cms/pages/about.json': page({ en: '<p>Lumen</p>' }),
      'brands/_base/cms/pages/about.json': page({ en: '<img src="https://cdn.nova.example/team.png">' }),
      'brands/_base/cms/config/banners-config.json': banners,
    });
    // (The banner's texts in one locale only are another rule's business.)
    expect(result.out.filter((line) => / \(cms(-html)?\/[a-z-]+\)$/.test(line))).toEqual([
      "brands/_base/cms/config/banners-config.json:7:23  /banners/0/overlayImage  image from https://cdn.nova.example not in the brand's image origins  (cms/image-origin)",
      'brands/_base/cms/config/banners-config.json:8:87  /banners/0/secondButton/popup/desc/en  element <dialog> removed  (cms-html/element)',
    ]);
  });
});
