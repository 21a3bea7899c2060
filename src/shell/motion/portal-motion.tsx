import { MotionConfig, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/** The portal's motion: short and eased out, so it shows where something went without delaying the user. */
export const MOTION = { duration: 0.22, ease: [0.2, 0, 0, 1] as [number, number, number, number] };

/** True when the user asked the system for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Motion settings for the frame: the design card's timing, and none at all under
 * `prefers-reduced-motion` (framer-motion's "user" mode alone still fades; here every
 * transition takes no time, so nothing moves or fades).
 */
export function PortalMotion({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <MotionConfig reducedMotion="user" transition={reduce ? { duration: 0 } : MOTION}>
      {children}
    </MotionConfig>
  );
}
