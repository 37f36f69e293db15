import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { linkTarget } from '../ui/link-target.ts';
import { imageSourceOf, isAllowedImageUrl } from './image-origins.ts';

/*
 * The one policy for CMS HTML (static pages, banner popups, store texts): what may reach the page.
 * DOMPurify removes scripts, event handlers and `javascript:` URLs; on top of it, CMS content
 * cannot take over the page: no style that moves or sizes an element outside its box, no form,
 * no link that gives the opened tab access to this one, no image from a host the brand does not
 * list, no name of the app's own classes and ids. The browser (runtime/ui/sanitized-html.tsx),
 * the server render and `croupier validate` run this same module; only their DOM differs.
 */

/** Why something was removed; the validate CLI prints it as the rule id. */
export type CmsHtmlRule =
  | 'cms-html/element'
  | 'cms-html/form'
  | 'cms-html/attribute'
  | 'cms-html/url'
  | 'cms-html/style'
  | 'cms-html/app-name'
  | 'cms-html/image-origin';

export interface CmsHtmlRemoval {
  rule: CmsHtmlRule;
  /** What was removed, e.g. `style "position: fixed" removed`. */
  message: string;
}

export interface CmsHtmlOptions {
  /** The page's origin: links to it stay in the tab, links elsewhere open a new one. */
  origin: string;
  /** The brand's `security.imageOrigins`: images load from these or from the page's own origin. */
  imageOrigins: readonly string[];
}

export interface CleanCmsHtml {
  html: string;
  /** Everything the policy took out, in no particular order; empty for clean HTML. */
  removals: CmsHtmlRemoval[];
}

export type CmsHtmlSanitizer = (html: string, options: CmsHtmlOptions) => CleanCmsHtml;

/** Form controls: CMS content never asks for input (a fake sign-in form is the classic phishing page). */
const FORM_TAGS = new Set([
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'fieldset',
]);

/** Elements DOMPurify allows that would reach beyond the content: a style sheet restyles the page, an open dialog covers it. */
const PAGE_LEVEL_TAGS = ['style', 'dialog'];

/** Attributes that lift an element into the top layer, over the page, or make it a control of another. */
const TOP_LAYER_ATTRIBUTES = ['popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor'];

/** Prefix of the app's own classes and ids: CMS content wearing one takes the app's styles (a fixed overlay) or shadows its elements. */
const APP_NAME_PREFIX = 'cr-';

/** Attributes whose value is a URL DOMPurify checks (a removed one had a disallowed scheme). */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
]);

/** Attributes that make the browser fetch a resource as the content renders, by element. */
const RESOURCE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  image: ['href', 'xlink:href'],
  feimage: ['href', 'xlink:href'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};
/** Elements that are nothing but their resource: without an allowed one they are removed. */
const RESOURCE_ELEMENTS = new Set(['img', 'source', 'image', 'feimage']);
/** Legacy background images, on any element. */
const BACKGROUND_ATTRIBUTE = 'background';

const COLOUR =
  /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]+|(?:rgba?|hsla?)\((?:[\d.%\s,/+-]|deg)*\))$/;
const keywords = (...words: string[]) => new RegExp(`^(?:${words.join('|')})$`);
const DECORATION = keywords(
  'none',
  'underline',
  'overline',
  'line-through',
  'solid',
  'double',
  'dotted',
  'dashed',
  'wavy',
);
const GLOBAL_VALUE = keywords('inherit', 'initial', 'unset', 'revert');

/**
 * Style declarations CMS content may use, with the values each takes (lower case): they change
 * how text looks, never where a box is or how big. Anything else (position, z-index, inset,
 * transform, sizes, viewport units, `!important`, `url(...)`, comments, escapes) is dropped.
 */
const STYLE_DECLARATIONS = new Map<string, (value: string) => boolean>([
  ['color', (v) => COLOUR.test(v)],
  ['background-color', (v) => COLOUR.test(v)],
  ['text-align', (v) => keywords('left', 'right', 'center', 'justify', 'start', 'end').test(v)],
  ['font-weight', (v) => keywords('normal', 'bold', 'bolder', 'lighter', '[1-9]00').test(v)],
  ['font-style', (v) => keywords('normal', 'italic', 'oblique').test(v)],
  ['text-decoration', (v) => v.split(/\s+/).every((t) => DECORATION.test(t) || COLOUR.test(t))],
  ['text-decoration-line', (v) => v.split(/\s+/).every((t) => DECORATION.test(t))],
  ['text-decoration-style', (v) => DECORATION.test(v)],
  ['text-decoration-color', (v) => COLOUR.test(v)],
  ['text-transform', (v) => keywords('none', 'capitalize', 'uppercase', 'lowercase').test(v)],
  [
    'vertical-align',
    (v) => keywords('baseline', 'sub', 'super', 'middle', 'top', 'bottom', 'text-top', 'text-bottom').test(v),
  ],
  [
    'list-style-type',
    (v) =>
      keywords(
        'none',
        'disc',
        'circle',
        'square',
        'decimal',
        'decimal-leading-zero',
        'lower-roman',
        'upper-roman',
        'lower-alpha',
        'upper-alpha',
        'lower-latin',
        'upper-latin',
        'lower-greek',
      ).test(v),
  ],
]);

/**
 * The declarations of a style attribute that stay inside their box, and the others as written.
 * @example filterStyle('color: red; position: fixed') // { kept: 'color: red', dropped: ['position: fixed'] }
 */
export function filterStyle(style: string): { kept: string; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const raw of style.split(';')) {
    const declaration = raw.trim();
    if (declaration === '') continue;
    const colon = declaration.indexOf(':');
    const property = colon < 0 ? '' : declaration.slice(0, colon).trim().toLowerCase();
    const value = colon < 0 ? '' : declaration.slice(colon + 1).trim();
    const allows = STYLE_DECLARATIONS.get(property);
    const lower = value.toLowerCase();
    if (allows && value !== '' && (GLOBAL_VALUE.test(lower) || allows(lower)))
      kept.push(`${property}: ${value}`);
    else dropped.push(declaration);
  }
  return { kept: kept.join('; '), dropped };
}

/** One candidate of a `srcset`: its URL and its descriptor (`2x`, `480w`), if any. */
interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

/** The candidates of a `srcset`, as the HTML standard splits them (URLs may contain commas). */
function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    if (i >= srcset.length) break;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const from = i;
      let depth = 0;
      while (i < srcset.length && !(srcset[i] === ',' && depth === 0)) {
        if (srcset[i] === '(') depth++;
        else if (srcset[i] === ')') depth = Math.max(0, depth - 1);
        i++;
      }
      descriptor = srcset.slice(from, i).trim();
    }
    candidates.push({ url, descriptor });
  }
  return candidates;
}

/** Shortens what a message quotes from the content. */
function quote(text: string): string {
  const MAX = 60;
  return JSON.stringify(text.length > MAX ? `${text.slice(0, MAX)}…` : text);
}

/** `rel` with noopener and noreferrer added: a tab opened by CMS content gets no handle on this one. */
function withOpenerProtection(rel: string | null): string {
  const tokens = (rel ?? '').split(/\s+/).filter(Boolean);
  for (const token of ['noopener', 'noreferrer']) if (!tokens.includes(token)) tokens.push(token);
  return tokens.join(' ');
}

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** What the current `sanitize` call needs in the hooks (it runs synchronously: one call at a time). */
interface CallState {
  options: CmsHtmlOptions;
  removals: CmsHtmlRemoval[];
  /** Attributes the policy's hooks removed: DOMPurify lists them again, they are reported once. */
  handled: Map<Element, Set<string>>;
  /** Resource elements that lost a resource URL to the image rule. */
  lostResource: Set<Element>;
}

/**
 * The CMS HTML sanitizer over a DOM: the browser's `window`, or a server DOM (jsdom).
 * @example const sanitize = createCmsHtmlSanitizer(DOMPurify, window);
 *          sanitize(html, { origin: location.origin, imageOrigins: [] }).html
 */
export function createCmsHtmlSanitizer(createPurifier: DOMPurify, window: WindowLike): CmsHtmlSanitizer {
  // A private instance, so these hooks never affect other users of DOMPurify.
  const purifier = createPurifier(window);
  const config: Config = {
    FORBID_TAGS: [...FORM_TAGS, ...PAGE_LEVEL_TAGS],
    FORBID_ATTR: TOP_LAYER_ATTRIBUTES,
    // `target` reaches the link rule below, which keeps it only with rel="noopener noreferrer".
    ADD_ATTR: ['target'],
    // Leading <style>, <meta> or <link> are parsed into the body, where they are removed and
    // reported, instead of vanishing into a <head> that is thrown away unseen.
    FORCE_BODY: true,
  };
  purifier.setConfig(config);
  let call: CallState | null = null;

  const handle = (node: Element, name: string) => {
    if (!call) return;
    const names = call.handled.get(node) ?? new Set<string>();
    names.add(name);
    call.handled.set(node, names);
  };
  const remove = (rule: CmsHtmlRule, message: string) => call?.removals.push({ rule, message });

  const allowedResource = (node: Element, url: string): boolean => {
    if (!call || isAllowedImageUrl(url, call.options.imageOrigins)) return true;
    const media = (element: Element | null) => /^(video|audio|track)$/i.test(element?.nodeName ?? '');
    const kind = media(node) || media(node.parentElement) ? 'media' : 'image';
    remove('cms-html/image-origin', `${kind} from ${imageSourceOf(url)} not in the brand's image origins`);
    return false;
  };

  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!call) return;
    const name = data.attrName;
    const tag = node.nodeName.toLowerCase();
    if (name === 'style') {
      const { kept, dropped } = filterStyle(data.attrValue);
      for (const declaration of dropped) remove('cms-html/style', `style ${quote(declaration)} removed`);
      data.attrValue = kept;
      if (kept === '') data.keepAttr = false;
      handle(node, name);
    } else if (name === 'class' || name === 'id') {
      const tokens = data.attrValue.split(/\s+/).filter(Boolean);
      const own = tokens.filter((token) => token.toLowerCase().startsWith(APP_NAME_PREFIX));
      if (own.length === 0) return;
      for (const token of own) remove('cms-html/app-name', `${name} ${quote(token)} of the app removed`);
      data.attrValue = tokens.filter((token) => !own.includes(token)).join(' ');
      if (data.attrValue === '') data.keepAttr = false;
      handle(node, name);
    } else if (name === 'srcset' && RESOURCE_ATTRIBUTES[tag]?.includes(name)) {
      const candidates = parseSrcset(data.attrValue);
      const kept = candidates.filter((candidate) => allowedResource(node, candidate.url));
      if (kept.length === candidates.length) return;
      data.attrValue = kept.map(({ url, descriptor }) => `${url} ${descriptor}`.trim()).join(', ');
      if (kept.length === 0) data.keepAttr = false;
      handle(node, name);
      call.lostResource.add(node);
    } else if (RESOURCE_ATTRIBUTES[tag]?.includes(name) || name === BACKGROUND_ATTRIBUTE) {
      if (allowedResource(node, data.attrValue)) return;
      data.keepAttr = false;
      handle(node, name);
      call.lostResource.add(node);
    }
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!call || !isElement(node)) return;
    const tag = node.nodeName.toLowerCase();
    if (RESOURCE_ELEMENTS.has(tag) && call.lostResource.has(node)) {
      const left = (RESOURCE_ATTRIBUTES[tag] ?? []).some((name) => node.hasAttribute(name));
      if (!left) {
        node.remove();
        return;
      }
    }
    if ((tag === 'a' || tag === 'area') && node.hasAttribute('href')) {
      const target = linkTarget(node.getAttribute('href') ?? '', call.options.origin);
      if (target.kind === 'external') node.setAttribute('target', '_blank');
      else if (target.kind === 'internal') node.removeAttribute('target');
    }
    if (node.hasAttribute('target')) node.setAttribute('rel', withOpenerProtection(node.getAttribute('rel')));
    if (tag === 'img') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });

  /** What DOMPurify removed by itself (scripts, handlers, bad URLs, forbidden elements). */
  const purifierRemovals = (state: CallState): CmsHtmlRemoval[] =>
    purifier.removed.flatMap((entry, index): CmsHtmlRemoval[] => {
      if ('element' in entry) {
        // FORCE_BODY's own marker, always the first element DOMPurify removes.
        if (index === 0 && entry.element.nodeName.toLowerCase() === 'remove') return [];
        const element = entry.element;
        if (!isElement(element)) return [];
        const tag = element.nodeName.toLowerCase();
        return FORM_TAGS.has(tag)
          ? [{ rule: 'cms-html/form', message: `form control <${tag}> removed` }]
          : [{ rule: 'cms-html/element', message: `element <${tag}> removed` }];
      }
      const attribute = entry.attribute;
      if (!attribute || state.handled.get(entry.from as Element)?.has(attribute.name.toLowerCase()))
        return [];
      const name = attribute.name.toLowerCase();
      return URL_ATTRIBUTES.has(name)
        ? [{ rule: 'cms-html/url', message: `${name} ${quote(attribute.value)} removed` }]
        : [{ rule: 'cms-html/attribute', message: `attribute ${name} removed` }];
    });

  return (html, options) => {
    const state: CallState = { options, removals: [], handled: new Map(), lostResource: new Set() };
    call = state;
    try {
      const clean = purifier.sanitize(html);
      return { html: clean, removals: [...state.removals, ...purifierRemovals(state)] };
    } finally {
      call = null;
    }
  };
}
