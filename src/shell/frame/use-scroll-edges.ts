import { useEffect, useState, type RefObject } from 'react';

/** Whether a horizontally scrolling box hides content before and after what it shows. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/** The hidden edges of a scroller: `scrollLeft` and what is left of its width (1 px of rounding forgiven). */
export function scrollEdges(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const left = Math.abs(el.scrollLeft);
  return { before: left > 1, after: el.scrollWidth - el.clientWidth - left > 1 };
}

/** Follows a scroller's hidden edges as it scrolls, resizes or its content changes. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown[] = []): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = scrollEdges(el);
      setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, deps);
  return edges;
}

/** A CSS mask fading the hidden edges: the cut item shows it goes on. */
export function edgeMask({ before, after }: ScrollEdges): string | undefined {
  if (!before && !after) return undefined;
  return `linear-gradient(to right, ${before ? 'transparent, #000 2.5rem' : '#000'}, ${after ? '#000 calc(100% - 2.5rem), transparent' : '#000'})`;
}
