import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type PopoverProps = {
  /** The trigger's content; the trigger is a button. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  testId?: string;
};

/** A click-to-open panel (menus, balance). Closes on outside click, Esc and route change. */
export function Popover({ trigger, triggerLabel, triggerClassName = '', children, align = 'end', testId }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover" ref={root}>
      <button
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {trigger}
      </button>
      {open && (
        <div id={id} className={`popover__panel popover__panel--${align}`} data-testid={testId ? `${testId}-panel` : undefined}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
