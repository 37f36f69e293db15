import type { ReactNode } from 'react';
import './icon.css';

// Drawn on a 24×24 grid with a 2 px round stroke in currentColor, so icons follow the text
// colour of whatever holds them. Kept inline (no sprite request, no icon font).
const icons = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  logout: <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />,
  gift: <path d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4s0 4 4 4zm0 0s1.5-5 4-4 0 4-4 4z" />,
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  wallet: (
    <>
      <path d="M3 7h18v13H3zM3 7l13-4v4" />
      <circle cx="16.5" cy="13.5" r="1.5" />
    </>
  ),
  'chevron-left': <path d="M15 5l-7 7 7 7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  'chevron-down': <path d="M5 9l7 7 7-7" />,
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  'star-filled': (
    <path fill="currentColor" d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  ),
  play: <path fill="currentColor" d="M8 5v14l11-7z" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  home: <path d="M3 11l9-8 9 8M5 9v12h5v-6h4v6h5V9" />,
  cards: (
    <>
      <rect x="3" y="5" width="11" height="15" rx="2" />
      <path d="M14 7l5 1.5a2 2 0 0 1 1.4 2.4L17.5 21M8.5 10l-2 2.5 2 2.5 2-2.5z" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M8 8a5.7 5.7 0 0 0 0 8M16 8a5.7 5.7 0 0 1 0 8M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  sport: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4.5 3.3-1.7 5.2H9.2l-1.7-5.2zM12 3v4M21 10l-4.5.3M17.5 19.5l-2.7-4M6.5 19.5l2.7-4M3 10l4.5.3" />
    </>
  ),
  trophy: <path d="M7 4h10v5a5 5 0 0 1-10 0zM7 6H3c0 3 2 5 4 5M17 6h4c0 3-2 5-4 5M12 14v4M8 21h8M9 18h6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  warning: <path d="M12 3l10 18H2zM12 10v5M12 17.5v.5" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof icons;

/** Every icon name, for galleries and for validating icon names in CMS JSON. */
export const ICON_NAMES = Object.keys(icons) as IconName[];

export interface IconProps {
  name: IconName;
  /** Edge length in pixels; the default follows the font size (1em). */
  size?: number;
  /** Gives the icon an accessible name; without it the icon is decorative and hidden. */
  title?: string;
  className?: string;
}

export function Icon({ name, size, title, className }: IconProps) {
  const dimension = size ?? '1em';
  return (
    <svg
      className={className ? `cr-icon ${className}` : 'cr-icon'}
      width={dimension}
      height={dimension}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {icons[name]}
    </svg>
  );
}
