import { useUiLabels } from './ui-labels.tsx';
import './spinner.css';

export interface SpinnerProps {
  size?: 's' | 'm' | 'l';
  /** Accessible text; defaults to the "Loading" label. */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator announced as a status. */
export function Spinner({ size = 'm', label, className }: SpinnerProps) {
  const labels = useUiLabels();
  return (
    <span role="status" className={`cr-spinner cr-spinner--${size}${className ? ` ${className}` : ''}`}>
      <span className="cr-spinner__ring" aria-hidden="true" />
      <span className="cr-visually-hidden">{label ?? labels.loading}</span>
    </span>
  );
}
