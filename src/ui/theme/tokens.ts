/**
 * The portal's design tokens as plain values (issue 16, section 2): one brand blue, one heading
 * scale, one set of feedback colours. The Chakra system (system.ts) is built from them, and code
 * that styles without Chakra (a sub-app's plain styles, the root config's error panel, inline SVG)
 * reads the same values here, so the portal, the sub-apps and the error panel share one look.
 * This file imports nothing: the root config may bundle it too.
 */

/** The brand blue (contrast of 600 on white ≥ 4.5:1): buttons, links, active items. */
export const BRAND = {
  50: '#eef4ff',
  100: '#d9e6ff',
  200: '#b3ccff',
  300: '#82a9fb',
  400: '#4f82f3',
  500: '#2f6fed',
  600: '#1d55cc',
  700: '#1843a3',
  800: '#173a84',
  900: '#15306a',
  950: '#0d1d42',
} as const;

/** Text, borders and surfaces (Chakra's gray scale, named by use). */
export const NEUTRAL = {
  fg: '#18181b',
  fgMuted: '#52525b',
  border: '#e4e4e7',
  borderStrong: '#d4d4d8',
  surface: '#ffffff',
  surfaceSubtle: '#fafafa',
} as const;

/** Feedback colours: an error's text meets 4.5:1 on white and on its own background. */
export const FEEDBACK = {
  errorFg: '#b91c1c',
  errorBg: '#fef2f2',
  errorBorder: '#fecaca',
  successFg: '#15803d',
  successBg: '#f0fdf4',
  warningFg: '#a16207',
  warningBg: '#fefce8',
} as const;

/** One heading scale: a page title, a section (card) title. */
export const HEADING = {
  // As Chakra's Heading size="xl" (every page title: the portal's pages, @portal/console, the message centre).
  page: { fontSize: '1.25rem', lineHeight: '1.875rem', fontWeight: 600 },
  section: { fontSize: '1rem', lineHeight: '1.5rem', fontWeight: 600 },
} as const;

/** Corner radius of controls (buttons, inputs) and of surfaces (cards, panels). */
export const RADIUS = { control: '0.375rem', surface: '0.5rem' } as const;

/** Everything above in one object, as `@portal/ui` exports it. */
export const portalTokens = { brand: BRAND, neutral: NEUTRAL, feedback: FEEDBACK, heading: HEADING, radius: RADIUS } as const;
