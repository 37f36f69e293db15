import { describe, expect, it } from 'vitest';
import baseFooter from '../../brands/_base/cms/config/footer.json';
import { describeDropped, itemPointer } from './document-items.ts';
import { validateDocumentItems } from './validate.ts';

const banner = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  frontend_identifier: id,
  image: `/assets/generated/banner/${id}.svg`,
  categories: ['slider-index-top'],
  title: { text: id },
  ...extra,
});

describe('checking a list document entry by entry', () => {
  it('keeps the valid banners and leaves out the one with a broken field, naming it', async () => {
    const doc = { banners: [banner('a'), banner('b', { url: 'javascript:alert(1)' }), banner('c')] };
    const check = await validateDocumentItems('cms/config/banners-config', doc);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect((check.value as typeof doc).banners.map((b) => b.id)).toEqual(['a', 'c']);
    expect(check.dropped).toEqual([
      {
        pointer: '/banners/1',
        id: 'b',
        issues: [expect.objectContaining({ pointer: '/banners/1/url', rule: 'schema/pattern' })],
      },
    ]);
    // The document the caller passed is left as it was.
    expect(doc.banners).toHaveLength(3);
  });

  it('drops one bad footer link and keeps every other link and block', async () => {
    const footer = structuredClone(baseFooter) as typeof baseFooter & { $schema?: string };
    const links = footer.helpLinks.length;
    (footer.infoLinks[1] as Record<string, unknown>).to = 'ftp://example.com';
    const check = await validateDocumentItems('cms/config/footer', footer);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const value = check.value as typeof baseFooter;
    expect(value.infoLinks.map((link) => link.id)).toEqual(
      baseFooter.infoLinks.filter((_, i) => i !== 1).map((link) => link.id),
    );
    expect(value.helpLinks).toHaveLength(links);
    expect(value.copyright).toEqual(baseFooter.copyright);
    expect(check.dropped.map((item) => [item.pointer, item.id])).toEqual([['/infoLinks/1', 'terms']]);
  });

  it('drops two broken entries of one list without shifting onto a valid one', async () => {
    const doc = { banners: [banner('a', { size: 'huge' }), banner('b'), banner('c', { kind: 'odd' })] };
    const check = await validateDocumentItems('cms/config/banners-config', doc);
    expect(check.ok && (check.value as typeof doc).banners.map((b) => b.id)).toEqual(['b']);
  });

  it('rejects the whole document when its top level is broken', async () => {
    for (const doc of [[banner('a')], { banners: 'none' }, { banners: [], extra: 1 }, 'text']) {
      const check = await validateDocumentItems('cms/config/banners-config', doc);
      expect(check.ok).toBe(false);
    }
  });

  it('rejects the document when what is left still breaks the schema (every copyright variant broken)', async () => {
    const footer = { ...structuredClone(baseFooter), copyright: [{ text: { de: 'nur Deutsch' } }] };
    const check = await validateDocumentItems('cms/config/footer', footer);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues[0]?.pointer).toBe('/copyright/0/text');
  });

  it('drops one unknown category of a menu, and the whole menu when it repeats a category', async () => {
    const check = await validateDocumentItems('cms/config/menu-categories-games', {
      lobby: ['top', 'pokie', 'new'],
      live: ['live', 'live'],
      pokies: ['all'],
    });
    expect(check).toMatchObject({
      ok: true,
      value: { lobby: ['top', 'new'], pokies: ['all'] },
      dropped: [
        { pointer: '/lobby/1', id: '1' },
        { pointer: '/live', id: 'live' },
      ],
    });
  });

  it('drops one hidden-provider rule keyed by its provider', async () => {
    const check = await validateDocumentItems('cms/config/providers-config', {
      netent: 'all',
      playngo: ['de'],
    });
    expect(check).toMatchObject({ ok: true, value: { netent: 'all' }, dropped: [{ id: 'playngo' }] });
  });

  it('never drops part of a wheel: a broken segment rejects the wheel', async () => {
    const segment = (id: number) => ({ id, weight: 1, prize: false, bonuses: [] });
    const check = await validateDocumentItems('cms/config/wheel-config', [
      segment(1),
      segment(2),
      { ...segment(3), weight: -1 },
    ]);
    expect(check.ok).toBe(false);
  });

  it('finds the deepest entry a pointer falls in', () => {
    expect(itemPointer('cms/config/banners-config', '/banners/3/title/text')).toBe('/banners/3');
    expect(itemPointer('cms/config/banners-config', '/banners')).toBeUndefined();
    expect(itemPointer('cms/config/menu-categories-games', '/lobby/2')).toBe('/lobby/2');
    expect(itemPointer('cms/config/menu-categories-games', '/lobby')).toBe('/lobby');
    expect(itemPointer('cms/config/footer', '/chat/label')).toBe('/chat');
    expect(itemPointer('layout', '/slots/main/0')).toBeUndefined();
  });

  it('says which entry was left out and why, in one line', () => {
    expect(
      describeDropped({
        pointer: '/banners/3',
        id: 'weekly',
        issues: [{ pointer: '/banners/3/url', message: 'must match pattern "^(/|https://)"', rule: 'r' }],
      }),
    ).toBe('entry /banners/3 ("weekly") left out: /banners/3/url must match pattern "^(/|https://)"');
  });
});
