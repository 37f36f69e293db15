import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { linkTarget } from './link-target.ts';
import './sanitized-html.css';

/** Turns untrusted HTML into HTML that is safe to insert. */
export type Sanitize = (html: string) => string;

// DOMPurify (~11 KB gzip) is loaded on first use, not with the lobby's initial JavaScript:
// most pages show no CMS HTML above the fold.
let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

function createSanitize(DOMPurify: Purifier): Sanitize {
  // A private instance, so these hooks never affect other users of DOMPurify.
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const target = linkTarget(node.getAttribute('href') ?? '');
      if (target.kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return (html) =>
    purifier.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

/**
 * Loads the sanitizer. Scripts, event handlers, `javascript:` URLs, forms and frames are
 * removed; external links open in a new tab with rel="noopener noreferrer". A widget that
 * shows CMS HTML first thing can await this in its `load`, so its HTML renders at once.
 * @example load: () => Promise.all([import('./static-page.tsx'), loadSanitizer()]).then(([m]) => m)
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitize = createSanitize(DOMPurify);
    for (const listener of listeners) listener();
    return sanitize;
  });
  return loading;
}

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
  const ready = useSyncExternalStore(
    subscribe,
    () => sanitize,
    () => null,
  );
  useEffect(() => {
    if (!ready) void loadSanitizer();
  }, [ready]);
  const clean = useMemo(() => (ready ? ready(html) : null), [ready, html]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return;
    const target = linkTarget(anchor.getAttribute('href') ?? '');
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
