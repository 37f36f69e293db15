import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName, Spinner } from '../../runtime/ui/index.ts';

export interface PageLinkProps {
  /** The page's own path: crawlers (and a new tab) follow it; null where there is none. */
  href: string | null;
  rel: 'prev' | 'next';
  loading: boolean;
  /** Loads the page in place, for a plain click. */
  onActivate: () => void;
  children: ReactNode;
}

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Load more" or "Show previous" as a link to the page it loads: crawlers reach every page of the
 * list through it, a player's plain click loads the page in place. The element stays the same
 * while loading (aria-busy), so keyboard focus stays on it.
 */
export function PageLink({ href, rel, loading, onActivate, children }: PageLinkProps) {
  if (href === null) {
    return (
      <Button variant="secondary" loading={loading} onClick={onActivate}>
        {children}
      </Button>
    );
  }
  return (
    <Link
      to={href}
      rel={rel}
      className={buttonClassName({ variant: 'secondary', loading })}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        if (!loading) onActivate();
      }}
    >
      <span className="cr-button__label">{children}</span>
      {loading && <Spinner size="s" className="cr-button__spinner" />}
    </Link>
  );
}
