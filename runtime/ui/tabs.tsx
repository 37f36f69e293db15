import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Draws attention to the tab (e.g. the discount tab during a sale). */
  accent?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem<V>[];
  /** Controlled selection; leave out and use `defaultValue` for uncontrolled tabs. */
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** The panel of the selected tab (render what belongs to `value`). */
  children?: ReactNode;
  className?: string;
}

/**
 * ARIA tabs with a roving tab index: one Tab stop, arrow keys move and select (automatic
 * activation), Home/End jump; disabled tabs are skipped.
 * @example <Tabs label="Rewards" tabs={tabs} value={tab} onChange={setTab}>{panelFor(tab)}</Tabs>
 */
export function Tabs<V extends string = string>({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  children,
  className,
}: TabsProps<V>) {
  const [own, setOwn] = useState<V | undefined>(defaultValue);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const requested = value ?? own;
  const selected = enabled.some((tab) => tab.value === requested) ? requested : enabled[0]?.value;
  const id = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());

  const select = (next: V, focus: boolean) => {
    if (value === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
    if (focus) refs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.value === selected);
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(to + enabled.length) % enabled.length];
    if (next) select(next.value, true);
  };

  const tabId = (v: V) => `${id}-tab-${v}`;
  return (
    <div className={className ? `cr-tabs ${className}` : 'cr-tabs'}>
      <div role="tablist" aria-label={label} className="cr-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                if (el) refs.current.set(tab.value, el);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={['cr-tabs__tab', tab.accent && 'cr-tabs__tab--accent'].filter(Boolean).join(' ')}
              onClick={() => select(tab.value, false)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && selected !== undefined && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} className="cr-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
