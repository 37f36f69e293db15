import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button.tsx';
import { Icon, type IconName } from './icon.tsx';
import { linkTarget } from './link-target.ts';
import './dropdown.css';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  /** Navigates (router Link for paths of this site); otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
  icon?: IconName;
  disabled?: boolean;
  /** Marks the current choice (e.g. the active language). */
  current?: boolean;
}

interface DropdownBaseProps {
  /** Content of the menu button. */
  trigger: ReactNode;
  /** Accessible name of the button when `trigger` is not text (e.g. an icon or a balance). */
  triggerLabel?: string;
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Hides the chevron after the trigger. */
  hideChevron?: boolean;
  className?: string;
  onOpenChange?: (open: boolean) => void;
}

export type DropdownProps = DropdownBaseProps &
  (
    | { items: DropdownItem[]; children?: undefined }
    | { items?: undefined; children: ReactNode | ((close: () => void) => ReactNode) }
  );

type FocusRequest = 'first' | 'last' | null;

/**
 * A button that opens a menu (`items`, ARIA menu with arrow keys, Home/End and type-ahead) or
 * a free panel (`children`, a disclosure such as the balance details). Closes on Escape, on a
 * click outside and on selection.
 */
export function Dropdown(props: DropdownProps) {
  const {
    trigger,
    triggerLabel,
    align = 'start',
    variant = 'ghost',
    size = 'm',
    hideChevron,
    className,
  } = props;
  const [open, setOpenState] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const isMenu = props.items !== undefined;
  const onOpenChange = useRef(props.onOpenChange);
  useEffect(() => {
    onOpenChange.current = props.onOpenChange;
  });

  const setOpen = (next: boolean, focus: FocusRequest = null) => {
    setOpenState(next);
    setFocusRequest(next ? focus : null);
    if (next !== open) onOpenChange.current?.(next);
  };
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpenState(false);
        onOpenChange.current?.(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || !focusRequest || !listRef.current) return;
    const items = menuItems(listRef.current);
    (focusRequest === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open, focusRequest]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isMenu) return;
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, 'last');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here, so a modal around the dropdown stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    // A menu closes as Tab leaves it (ARIA menu pattern); a panel lets Tab walk through its
    // controls and closes once focus leaves the dropdown (onBlur below).
    if (event.key === 'Tab' && isMenu) {
      setOpen(false);
      return;
    }
    if (!isMenu || !listRef.current) return;
    const items = menuItems(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const key = event.key.toLowerCase();
      const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
      const match = order.find((el) => el.textContent?.trim().toLowerCase().startsWith(key));
      if (match) {
        event.preventDefault();
        match.focus();
      }
    }
  };

  return (
    <div
      ref={rootRef}
      className={className ? `cr-dropdown ${className}` : 'cr-dropdown'}
      onBlur={(event) => {
        // Focus moved to an element outside (Tab past the panel's last control). A click on the
        // panel's text blurs to nothing and keeps it open; a click outside closes it anyway.
        const next = event.relatedTarget;
        if (open && !isMenu && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={buttonClassName({ variant, size, className: 'cr-dropdown__button' })}
        aria-haspopup={isMenu ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen(!open, open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
        {!hideChevron && <Icon name="chevron-down" className="cr-dropdown__chevron" />}
      </button>
      {open && (
        <div
          ref={listRef}
          id={`${id}-panel`}
          className={`cr-dropdown__panel cr-dropdown__panel--${align}`}
          data-cr-layer=""
          role={isMenu ? 'menu' : undefined}
          aria-labelledby={isMenu ? `${id}-button` : undefined}
          onKeyDown={onPanelKeyDown}
        >
          {props.items
            ? props.items.map((item) => <MenuItem key={item.id} item={item} onDone={() => close()} />)
            : typeof props.children === 'function'
              ? props.children(() => close())
              : props.children}
        </div>
      )}
    </div>
  );
}

function menuItems(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}

function MenuItem({ item, onDone }: { item: DropdownItem; onDone: () => void }) {
  const inRouter = useInRouterContext();
  const content = (
    <>
      {item.icon && <Icon name={item.icon} />}
      <span className="cr-dropdown__item-label">{item.label}</span>
      {item.current && <Icon name="check" className="cr-dropdown__check" />}
    </>
  );
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: item.current ? 'cr-dropdown__item cr-dropdown__item--current' : 'cr-dropdown__item',
    'aria-current': item.current ? ('true' as const) : undefined,
    'aria-disabled': item.disabled || undefined,
  };
  if (item.href !== undefined && !item.disabled) {
    const target = linkTarget(item.href);
    const onClick = () => {
      item.onSelect?.();
      onDone();
    };
    if (target.kind === 'internal' && inRouter) {
      return (
        <Link {...common} to={target.path} onClick={onClick}>
          {content}
        </Link>
      );
    }
    const external = target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a {...common} {...external} href={item.href} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button
      {...common}
      type="button"
      onClick={() => {
        if (item.disabled) return;
        item.onSelect?.();
        onDone();
      }}
    >
      {content}
    </button>
  );
}
