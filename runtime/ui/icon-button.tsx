import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import type { IconName } from './icon.tsx';
import { Icon } from './icon.tsx';
import './icon-button.css';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'iconStart' | 'iconEnd' | 'aria-label'> & {
  icon: IconName;
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** Drawn over the icon's corner, e.g. a count `Badge`. */
  children?: ReactNode;
};

/** A square button or link showing only an icon. */
export function IconButton({
  icon,
  label,
  children,
  variant = 'ghost',
  className,
  ...rest
}: IconButtonProps) {
  const props = {
    ...rest,
    variant,
    'aria-label': label,
    title: rest.title ?? label,
    className: className ? `cr-icon-button ${className}` : 'cr-icon-button',
  } as ButtonProps;
  return (
    <Button {...props}>
      <Icon name={icon} />
      {children}
    </Button>
  );
}
