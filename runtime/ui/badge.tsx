import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'accent' | 'primary' | 'neutral' | 'success' | 'danger';

export type BadgeProps = {
  tone?: BadgeTone;
  className?: string;
} & (
  | {
      /** A counter; nothing is shown at zero. */
      count: number;
      /** Above this the badge shows "<max>+" (the bell passes 9: spec §4 shows '9+'). */
      max?: number;
      /** Accessible text for the number, e.g. "3 new notifications". */
      label?: string;
      children?: undefined;
    }
  | { children: ReactNode; count?: undefined; max?: undefined; label?: undefined }
);

/** The text of a capped count: `badgeCount(12, 9)` is "9+". */
export function badgeCount(count: number, max?: number): string {
  return max !== undefined && count > max ? `${max}+` : String(count);
}

/** A small label or counter (promo labels, sale percent, unread notifications). */
export function Badge({ tone = 'accent', className, ...props }: BadgeProps) {
  const classes = `cr-badge cr-badge--${tone}${className ? ` ${className}` : ''}`;
  if (props.count === undefined) return <span className={classes}>{props.children}</span>;
  if (props.count <= 0) return null;
  const text = badgeCount(props.count, props.max);
  return props.label ? (
    <span className={`${classes} cr-badge--count`}>
      <span aria-hidden="true">{text}</span>
      <span className="cr-visually-hidden">{props.label}</span>
    </span>
  ) : (
    <span className={`${classes} cr-badge--count`}>{text}</span>
  );
}
