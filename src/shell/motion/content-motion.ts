import { animate } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { MOTION, prefersReducedMotion } from './portal-motion';

/**
 * The content region fades in and settles when the page changes (another path, not a query
 * change), so the eye sees that the page below the navs is new. Nothing moves under
 * `prefers-reduced-motion`, nor on the first page.
 */
export function useContentMotion(path: string): void {
  const seen = useRef(path);
  useEffect(() => {
    if (seen.current === path) return;
    seen.current = path;
    const main = document.getElementById('portal-main');
    if (!main || prefersReducedMotion()) return;
    const controls = animate(main, { opacity: [0.3, 1], y: [6, 0] }, MOTION);
    // The page ends where it rests: no transform left behind (a fixed overlay inside stays fixed).
    void controls.then(() => {
      main.style.transform = '';
    });
    return () => controls.stop();
  }, [path]);
}
