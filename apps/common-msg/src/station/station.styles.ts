import type { CSSProperties } from 'react';
import { BRAND, FEEDBACK, HEADING, NEUTRAL, RADIUS } from '@portal/ui';

/** Plain styles over the portal's tokens (@portal/ui): the same blue, borders and headings as the portal, without Chakra components. */
export const styles = {
  // The console pages' offsets (PageFrame: 12 px on a phone, 20 / 24 px from a tablet up, at most
  // 90rem wide) over the content region's own; the list sits on a white panel like theirs.
  page: { fontFamily: 'inherit', color: NEUTRAL.fg, padding: 'clamp(0.75rem, 2.6vw, 1.25rem) clamp(0.75rem, 3.2vw, 1.5rem)', maxWidth: '90rem' },
  panel: { background: 'white', border: `1px solid ${NEUTRAL.border}`, borderRadius: RADIUS.surface, padding: 'clamp(0.75rem, 2vw, 1rem)', minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' },
  segment: { display: 'inline-flex', border: `1px solid ${NEUTRAL.borderStrong}`, borderRadius: RADIUS.control, overflow: 'hidden' },
  segmentButton: (active: boolean): CSSProperties => ({
    padding: '0.375rem 0.875rem',
    border: 0,
    background: active ? BRAND[600] : 'white',
    color: active ? 'white' : NEUTRAL.fg,
    cursor: 'pointer',
    font: 'inherit',
  }),
  button: {
    padding: '0.375rem 0.75rem',
    border: `1px solid ${NEUTRAL.borderStrong}`,
    borderRadius: RADIUS.control,
    background: 'white',
    cursor: 'pointer',
    font: 'inherit',
    whiteSpace: 'nowrap',
  },
  primary: {
    padding: '0.375rem 0.75rem',
    border: `1px solid ${BRAND[600]}`,
    borderRadius: RADIUS.control,
    background: BRAND[600],
    color: 'white',
    cursor: 'pointer',
    font: 'inherit',
    whiteSpace: 'nowrap',
  },
  link: { padding: 0, border: 0, background: 'none', color: BRAND[600], cursor: 'pointer', font: 'inherit' },
  input: {
    padding: '0.375rem 0.5rem',
    border: `1px solid ${NEUTRAL.borderStrong}`,
    borderRadius: RADIUS.control,
    font: 'inherit',
    minWidth: '8rem',
    flex: '1 1 8rem',
  },
  tableWrap: { overflowX: 'auto', background: 'white', border: `1px solid ${NEUTRAL.border}`, borderRadius: RADIUS.surface },
  // Below this width the table scrolls inside its frame instead of squeezing titles into columns.
  table: { width: '100%', minWidth: '44rem', borderCollapse: 'collapse', fontSize: '0.875rem' },
  th: { textAlign: 'left', padding: '0.625rem 0.75rem', background: NEUTRAL.surfaceSubtle, borderBottom: `1px solid ${NEUTRAL.border}`, whiteSpace: 'nowrap' },
  td: { padding: '0.625rem 0.75rem', borderBottom: `1px solid ${NEUTRAL.border}`, verticalAlign: 'top' },
  unreadDot: { display: 'inline-block', width: '0.5rem', height: '0.5rem', borderRadius: '50%', background: FEEDBACK.errorFg, marginRight: '0.375rem' },
  pager: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', justifyContent: 'flex-end', marginTop: '1rem' },
  notice: { padding: '2rem', textAlign: 'center', color: NEUTRAL.fgMuted },
  detail: { background: 'white', border: `1px solid ${NEUTRAL.border}`, borderRadius: RADIUS.surface, padding: '1.25rem' },
  content: { whiteSpace: 'pre-wrap', lineHeight: 1.7, margin: '1rem 0 0' },
  title: { ...HEADING.page, margin: '0 0 1rem' },
} satisfies Record<string, CSSProperties | ((active: boolean) => CSSProperties)>;
