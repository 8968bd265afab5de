import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { revealTab } from '../../../components/platform/ui/tabs';

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

interface Props {
  id: string;
  label: string;
  tabs: Tab[];
  /** The tab shown first (the first one when not given). */
  initial?: string;
  /** The tab shown, when the caller decides it (controlled); onSelect then reports the shopper's choice. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/** Tabs.astro's markup and keyboard pattern in React: one tab stop; arrows, Home and End move and show. */
export function Tabs({ id, label, tabs, initial, selected: controlled, onSelect }: Props) {
  const [own, setSelectedState] = useState(initial ?? tabs[0]?.id);
  const selected = controlled ?? own;
  const setSelected = (next: string | undefined) => {
    if (next === undefined || next === selected) return;
    setSelectedState(next);
    onSelect?.(next);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The chosen tab in view, however it was chosen (a tap, the keyboard, the page, ?tab= on arrival).
  const chosen = tabs.findIndex((tab) => tab.id === selected);
  useEffect(() => {
    const button = buttons.current[chosen];
    if (button) revealTab(button);
  }, [chosen]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setSelected(tabs[next]?.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-controls={`${id}-panel-${tab.id}`}
            aria-selected={selected === tab.id}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${id}-panel-${tab.id}`} aria-labelledby={`${id}-tab-${tab.id}`} hidden={selected !== tab.id}>
          {selected === tab.id && tab.panel}
        </div>
      ))}
    </div>
  );
}
