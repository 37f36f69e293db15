import { useState, type ReactNode } from 'react';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  /** Required: "" marks a decorative image. */
  alt: string;
  /** Intrinsic size: reserves the box before the image loads (no layout shift). */
  width: number;
  height: number;
  /** 'high' for the page's largest image (LCP): loaded eagerly and first. */
  fetchPriority?: 'high' | 'low' | 'auto';
  srcSet?: string;
  sizes?: string;
  /** Shown in the reserved box if the image fails; by default a neutral panel with the alt text. */
  fallback?: ReactNode;
  className?: string;
}

/** An image that loads lazily, keeps its box while loading and degrades gracefully on error. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  fetchPriority,
  srcSet,
  sizes,
  fallback,
  className,
}: LazyImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = className ? `cr-lazy-image ${className}` : 'cr-lazy-image';
  if (failedSrc === src) {
    return (
      <span
        className={`${classes} cr-lazy-image--failed`}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {fallback ?? <span className="cr-lazy-image__alt">{alt}</span>}
      </span>
    );
  }
  const eager = fetchPriority === 'high';
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
    />
  );
}
