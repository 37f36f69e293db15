import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed unchanged for `delayMs`; an empty value passes at once, so clearing
 * the field empties the results without waiting.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? '' : debounced;
}
