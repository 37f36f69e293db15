import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { Icon, type IconName } from './icon.tsx';
import { linkTarget } from './link-target.ts';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 's' | 'm' | 'l';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  children?: ReactNode;
  className?: string;
}

type ButtonElementProps = ButtonLookProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonLookProps> & { href?: undefined };

type LinkElementProps = ButtonLookProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonLookProps> & {
    /** Internal paths render a router Link; other origins open in a new tab. */
    href: string;
    disabled?: boolean;
    /** Replace the history entry instead of pushing one (internal links). */
    replace?: boolean;
  };

export type ButtonProps = ButtonElementProps | LinkElementProps;

/** Class names of a button look, for elements that must look like a button but are not one. */
export function buttonClassName({
  variant = 'primary',
  size = 'm',
  fullWidth,
  loading,
  className,
}: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth' | 'loading' | 'className'>): string {
  return [
    'cr-button',
    `cr-button--${variant}`,
    `cr-button--${size}`,
    fullWidth && 'cr-button--full',
    loading && 'cr-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({ loading, iconStart, iconEnd, children }: ButtonLookProps) {
  return (
    <>
      {iconStart && <Icon name={iconStart} className="cr-button__icon" />}
      {children !== undefined && <span className="cr-button__label">{children}</span>}
      {iconEnd && <Icon name={iconEnd} className="cr-button__icon" />}
      {loading && <Spinner size="s" className="cr-button__spinner" />}
    </>
  );
}

/**
 * The action primitive. With `href` it is a link that looks like a button: a router `Link` for
 * paths of this site, a new-tab link for other origins.
 * @example <Button href="/deposit" iconStart="wallet">Deposit</Button>
 */
export function Button(props: ButtonProps) {
  const inRouter = useInRouterContext();
  if (props.href !== undefined) {
    const {
      variant,
      size,
      fullWidth,
      loading,
      iconStart,
      iconEnd,
      children,
      className,
      href,
      disabled,
      replace,
      onClick,
      ...rest
    } = props;
    const look = buttonClassName({ variant, size, fullWidth, loading, className });
    const content = <ButtonContent {...{ loading, iconStart, iconEnd, children }} />;
    if (disabled || loading) {
      // A disabled link has no href, so it cannot be followed, but stays in the reading order.
      return (
        <a {...rest} className={look} aria-disabled="true" aria-busy={loading || undefined} role="link">
          {content}
        </a>
      );
    }
    const target = linkTarget(href);
    if (target.kind === 'internal' && inRouter) {
      return (
        <Link {...rest} to={target.path} replace={replace} className={look} onClick={onClick}>
          {content}
        </Link>
      );
    }
    const external = target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a {...external} {...rest} href={href} className={look} onClick={onClick}>
        {content}
      </a>
    );
  }
  const {
    variant,
    size,
    fullWidth,
    loading,
    iconStart,
    iconEnd,
    children,
    className,
    disabled,
    onClick,
    type,
    'aria-disabled': ariaDisabled,
    ...rest
  } = props;
  // aria-disabled rather than disabled (while loading, or when the caller says so) keeps focus on
  // the button; it is still inert: a click does nothing, a submit button submits nothing.
  const inert = Boolean(loading) || ariaDisabled === true || ariaDisabled === 'true';
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, fullWidth, loading, className })}
      disabled={disabled}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <ButtonContent {...{ loading, iconStart, iconEnd, children }} />
    </button>
  );
}
