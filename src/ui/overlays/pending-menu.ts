import { useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type RefObject } from 'react';
import { prefetchOverlays, useOverlaysReady } from './lazy-overlays';

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-pending'?: boolean };

/**
 * A menu whose trigger is drawn at first paint, before the overlay chunk (the menu's code) is
 * here. Until it is, the caller draws `pendingProps` on the very button the menu will use, so the
 * header never shifts: hovering or focusing it fetches the chunk, a click marks the menu to open on
 * arrival (`defaultOpen`). `triggerRef` goes on the real trigger: a button focused before the swap
 * keeps the focus across it.
 */
export function usePendingMenu(): {
  ready: boolean;
  defaultOpen: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  pendingProps: TriggerProps;
} {
  const ready = useOverlaysReady();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (ready && focused.current && !openOnArrival) triggerRef.current?.focus();
  }, [ready, openOnArrival]);
  const pendingProps: TriggerProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-pending': openOnArrival || undefined,
    onPointerEnter: prefetchOverlays,
    onFocus: () => {
      focused.current = true;
      prefetchOverlays();
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: () => {
      setOpenOnArrival(true);
      prefetchOverlays();
    },
  };
  return { ready, defaultOpen: openOnArrival, triggerRef, pendingProps };
}
