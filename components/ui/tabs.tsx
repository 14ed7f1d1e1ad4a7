'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  /** Stable within the tab list. */
  id: string;
  /** The tab's text (its accessible name), e.g. a word and a count. */
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: Tab[];
  /** The tab selected first; the first tab when absent. */
  initial?: string;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop for the list (the selected tab), arrow keys move and select (wrapping),
 * Home and End jump to the ends; every panel stays in the page, the unselected ones hidden.
 */
export function Tabs({ label, tabs, initial, className = '' }: TabsProps) {
  const [selected, setSelected] = useState(() => (tabs.some((t) => t.id === initial) ? initial! : tabs[0]?.id));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className={className}>
      {/* Tighter on a phone, so three tabs with a word and a count fit a 360-px screen; a longer list scrolls. */}
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-full bg-slate-100 p-1">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex h-11 flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-full px-1.5 text-[13px] font-semibold transition-colors sm:gap-2 sm:px-3 sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                active ? 'bg-white text-brand shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // A panel is a tab stop of its own, so a keyboard reaches it even when it holds nothing focusable.
          tabIndex={0}
          className="mt-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
