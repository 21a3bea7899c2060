import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styles } from './station.styles';

/**
 * The table's frame: it scrolls sideways when the screen is narrower than the table, says so
 * above it while it does, and shades the edge where columns are hidden. Focusable, so the
 * keyboard's arrows scroll it too.
 */
export function TableScroller({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft;
      const next = { before: left > 1, after: el.scrollWidth - el.clientWidth - left > 1 };
      setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  const scrolls = edges.before || edges.after;
  const shade = [edges.before && 'inset 12px 0 10px -10px rgba(15, 23, 42, 0.25)', edges.after && 'inset -12px 0 10px -10px rgba(15, 23, 42, 0.25)']
    .filter(Boolean)
    .join(', ');
  return (
    <>
      {scrolls && (
        <p id="station-scroll-hint" data-scroll-hint style={{ margin: '0 0 0.375rem', fontSize: '0.8125rem', color: '#4b5563' }}>
          ⇆ {hint}
        </p>
      )}
      <div
        ref={frame}
        role="region"
        aria-label={label}
        aria-describedby={scrolls ? 'station-scroll-hint' : undefined}
        tabIndex={0}
        data-scrolls={scrolls || undefined}
        style={{ ...styles.tableWrap, boxShadow: shade || undefined }}
      >
        {children}
      </div>
    </>
  );
}
