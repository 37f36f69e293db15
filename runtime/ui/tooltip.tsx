import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { TOOLTIP_OFFSET_PX, TOOLTIP_WIDTH_PX } from './constants.ts';
import { useViewportSize } from './use-viewport-size.ts';
import './tooltip.css';

/** Props to spread on the element the tooltip describes. */
export interface TooltipTriggerProps {
  'aria-describedby': string | undefined;
  onFocus: () => void;
  onBlur: () => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger; spread the given props on the focusable element. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
  placement?: 'top' | 'bottom';
  /** Controlled visibility (e.g. a promo hint shown until its timer ends); hover and focus are ignored. */
  open?: boolean;
  className?: string;
}

const EDGE_MARGIN_PX = 8;

/**
 * A short hint beside an element: 180 px wide, 10 px away (spec §9). Shown on hover and
 * keyboard focus, dismissed with Escape, kept open while the pointer is over the hint itself.
 * @example <Tooltip content={t('VIP.HINT')}>{(p) => <IconButton icon="info" label="VIP" {...p} />}</Tooltip>
 */
export function Tooltip({ content, children, placement = 'top', open, className }: TooltipProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [layout, setLayout] = useState({ shift: 0, flipped: false });
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const id = useId();
  const viewport = useViewportSize();
  const visible = open ?? ((hovered || focused) && !dismissed);

  useEffect(() => {
    if (!visible || open !== undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, open]);

  // Keep the bubble on screen: shift it sideways near an edge, flip it when there is no room.
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (!visible || !bubble) return;
    bubble.style.setProperty('--cr-tooltip-shift', '0px');
    const rect = bubble.getBoundingClientRect();
    let shift = 0;
    if (rect.left < EDGE_MARGIN_PX) shift = EDGE_MARGIN_PX - rect.left;
    else if (viewport.width > 0 && rect.right > viewport.width - EDGE_MARGIN_PX) {
      shift = viewport.width - EDGE_MARGIN_PX - rect.right;
    }
    const flipped = placement === 'top' ? rect.top < 0 : viewport.height > 0 && rect.bottom > viewport.height;
    bubble.style.removeProperty('--cr-tooltip-shift');
    setLayout((prev) => (prev.shift === shift && prev.flipped === flipped ? prev : { shift, flipped }));
  }, [visible, viewport, placement]);

  const side = layout.flipped ? (placement === 'top' ? 'bottom' : 'top') : placement;
  const style = {
    '--cr-tooltip-offset': `${TOOLTIP_OFFSET_PX}px`,
    '--cr-tooltip-width': `${TOOLTIP_WIDTH_PX}px`,
    '--cr-tooltip-shift': `${layout.shift}px`,
  } as CSSProperties;

  return (
    <span
      className={className ? `cr-tooltip ${className}` : 'cr-tooltip'}
      style={style}
      onPointerEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      {children({
        'aria-describedby': visible ? id : undefined,
        onFocus: () => {
          setFocused(true);
          setDismissed(false);
        },
        onBlur: () => setFocused(false),
      })}
      {visible && (
        <span
          ref={bubbleRef}
          id={id}
          role="tooltip"
          className={`cr-tooltip__bubble cr-tooltip__bubble--${side}`}
        >
          {content}
        </span>
      )}
    </span>
  );
}
