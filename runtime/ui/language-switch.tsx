import { Link } from 'react-router';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icon.tsx';
import type { LanguageLink } from './use-language-links.ts';
import './language-switch.css';

export interface LanguageSwitchProps {
  links: readonly LanguageLink[];
  /** Accessible name of the switch, e.g. "Language". */
  label: string;
  /** A menu button (footer) or an always-open list (sidebar, where a pop-up would leave the sheet). */
  variant?: 'menu' | 'list';
  /** Runs when a language is chosen (e.g. to save it on the player's profile). */
  onSelect?: (link: LanguageLink) => void;
  className?: string;
}

/** The language switch of the footer and the sidebar: each entry links to this page in that language. */
export function LanguageSwitch({ links, label, variant = 'menu', onSelect, className }: LanguageSwitchProps) {
  const current = links.find((l) => l.current);
  if (links.length < 2) return null;
  if (variant === 'list') {
    return (
      <nav className={['cr-language-switch', className].filter(Boolean).join(' ')} aria-label={label}>
        <ul className="cr-language-switch__list">
          {links.map((link) => (
            <li key={link.locale}>
              <Link
                to={link.href}
                lang={link.locale}
                hrefLang={link.locale}
                className="cr-language-switch__link"
                aria-current={link.current ? 'true' : undefined}
                onClick={() => onSelect?.(link)}
              >
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <Dropdown
      className={['cr-language-switch', className].filter(Boolean).join(' ')}
      variant="secondary"
      size="s"
      trigger={
        <span className="cr-language-switch__trigger">
          <Icon name="globe" />
          <span lang={current?.locale}>{current?.name ?? label}</span>
        </span>
      }
      triggerLabel={current ? `${label}: ${current.name}` : label}
      items={links.map((link) => ({
        id: link.locale,
        label: <span lang={link.locale}>{link.name}</span>,
        href: link.href,
        current: link.current,
        onSelect: () => onSelect?.(link),
      }))}
    />
  );
}
