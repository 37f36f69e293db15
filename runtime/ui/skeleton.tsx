import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS length or pixels; defaults to the full width. */
  width?: string | number;
  /** CSS length or pixels; defaults to one line of text. */
  height?: string | number;
  shape?: 'text' | 'rect' | 'circle';
  /** Keeps a media box's proportions, e.g. "4 / 3" for a game tile. */
  aspectRatio?: string;
  className?: string;
}

/** A placeholder with the size of the content it stands in for, so nothing jumps on load. */
export function Skeleton({ width, height, shape = 'rect', aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return (
    <span
      aria-hidden="true"
      className={`cr-skeleton cr-skeleton--${shape}${className ? ` ${className}` : ''}`}
      style={style}
    />
  );
}
