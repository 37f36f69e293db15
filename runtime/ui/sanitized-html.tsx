import type { DOMPurify, WindowLike } from 'dompurify';
import { useEffect, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { usePageLocation } from '../context/page-request.tsx';
import type { CmsHtmlOptions, CmsHtmlSanitizer } from '../config/cms-html.ts';
import { linkTarget } from './link-target.ts';
import { useImageOrigins } from './use-image-origins.ts';
import './sanitized-html.css';

/** Turns untrusted CMS HTML into HTML that is safe to insert (runtime/config/cms-html.ts). */
export type Sanitize = (html: string, options: CmsHtmlOptions) => string;

// DOMPurify (~11 KB gzip) and the policy are loaded on first use, not with the lobby's initial
// JavaScript: most pages show no CMS HTML above the fold.
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
let serverDom: WindowLike | null = null;
const listeners = new Set<() => void>();

/**
 * Gives the sanitizer a DOM where there is no browser: the server render passes jsdom's window
 * (runtime/app/first-view-renderer.tsx), so that the client bundle never carries a server DOM.
 */
export function provideServerDom(window: WindowLike): void {
  serverDom = window;
}

function domOfThisPlace(): WindowLike {
  const dom = typeof window === 'undefined' ? serverDom : window;
  if (!dom) throw new Error('CMS HTML cannot be sanitized without a DOM: the server render provides one');
  return dom;
}

/**
 * Loads the sanitizer (the policy of runtime/config/cms-html.ts over this place's DOM). A widget
 * that shows CMS HTML first thing can await this in its `load`, so that its HTML renders at once,
 * on the server too.
 * @example load: () => Promise.all([import('./static-page.tsx'), loadSanitizer()]).then(([m]) => m)
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= Promise.all([import('dompurify'), import('../config/cms-html.ts')]).then(
    ([{ default: purifier }, { createCmsHtmlSanitizer }]) => {
      const policy: CmsHtmlSanitizer = createCmsHtmlSanitizer(purifier as DOMPurify, domOfThisPlace());
      sanitize = (html, options) => policy(html, options).html;
      for (const listener of listeners) listener();
      return sanitize;
    },
    (error: unknown) => {
      // A chunk that did not load (network) is tried again by the next render that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const currentSanitizer = () => sanitize;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export interface SanitizedHtmlProps {
  html: string;
  as?: 'div' | 'section' | 'article' | 'span';
  className?: string;
}

/**
 * Renders CMS HTML safely; the only place in the client that sets inner HTML. Links to this
 * site navigate inside the app instead of reloading the page.
 */
export function SanitizedHtml(props: SanitizedHtmlProps) {
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBlock {...props} />;
}

function RoutedHtml(props: SanitizedHtmlProps) {
  const navigate = useNavigate();
  return <HtmlBlock {...props} onNavigate={(path) => void navigate(path)} />;
}

function HtmlBlock({
  html,
  as: Tag = 'div',
  className,
  onNavigate,
}: SanitizedHtmlProps & { onNavigate?: (path: string) => void }) {
  // The server renders with the sanitizer its widget loaded, and hydration starts from the same one.
  const ready = useSyncExternalStore(subscribe, currentSanitizer, currentSanitizer);
  const { origin } = usePageLocation();
  const imageOrigins = useImageOrigins();
  useEffect(() => {
    if (!ready) void loadSanitizer().catch(() => undefined);
  }, [ready]);
  const clean = useMemo(
    () => (ready ? ready(html, { origin, imageOrigins }) : null),
    [ready, html, origin, imageOrigins],
  );
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return;
    // An anchor without href (a named anchor, or one whose link the sanitizer dropped) is no link.
    const href = anchor.getAttribute('href');
    if (href === null) return;
    const target = linkTarget(href);
    if (target.kind !== 'internal') return;
    event.preventDefault();
    onNavigate(target.path);
  };
  return (
    <Tag
      className={className ? `cr-html ${className}` : 'cr-html'}
      onClick={onClick}
      aria-busy={clean === null || undefined}
      // The HTML has just been sanitized above; this is the single allowed use.
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
