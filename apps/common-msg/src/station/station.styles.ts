import type { CSSProperties } from 'react';

/** Plain styles: the sub-app builds against @portal/utils only, so it brings no UI kit of its own. */
export const styles = {
  page: { padding: 'clamp(0.75rem, 3vw, 1.5rem)', fontFamily: 'inherit', color: '#1f2937', maxWidth: '72rem' },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' },
  segment: { display: 'inline-flex', border: '1px solid #d1d5db', borderRadius: '0.375rem', overflow: 'hidden' },
  segmentButton: (active: boolean): CSSProperties => ({
    padding: '0.375rem 0.875rem',
    border: 0,
    background: active ? '#2563eb' : 'white',
    color: active ? 'white' : '#1f2937',
    cursor: 'pointer',
    font: 'inherit',
  }),
  button: { padding: '0.375rem 0.75rem', border: '1px solid #d1d5db', borderRadius: '0.375rem', background: 'white', cursor: 'pointer', font: 'inherit', whiteSpace: 'nowrap' },
  primary: { padding: '0.375rem 0.75rem', border: '1px solid #2563eb', borderRadius: '0.375rem', background: '#2563eb', color: 'white', cursor: 'pointer', font: 'inherit', whiteSpace: 'nowrap' },
  link: { padding: 0, border: 0, background: 'none', color: '#2563eb', cursor: 'pointer', font: 'inherit' },
  input: { padding: '0.375rem 0.5rem', border: '1px solid #d1d5db', borderRadius: '0.375rem', font: 'inherit', minWidth: '8rem', flex: '1 1 8rem' },
  tableWrap: { overflowX: 'auto', background: 'white', border: '1px solid #e5e7eb', borderRadius: '0.5rem' },
  // Below this width the table scrolls inside its frame instead of squeezing titles into columns.
  table: { width: '100%', minWidth: '44rem', borderCollapse: 'collapse', fontSize: '0.875rem' },
  th: { textAlign: 'left', padding: '0.625rem 0.75rem', background: '#f9fafb', borderBottom: '1px solid #e5e7eb', whiteSpace: 'nowrap' },
  td: { padding: '0.625rem 0.75rem', borderBottom: '1px solid #f3f4f6', verticalAlign: 'top' },
  unreadDot: { display: 'inline-block', width: '0.5rem', height: '0.5rem', borderRadius: '50%', background: '#ef4444', marginRight: '0.375rem' },
  pager: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', justifyContent: 'flex-end', marginTop: '1rem' },
  notice: { padding: '2rem', textAlign: 'center', color: '#6b7280' },
  error: { padding: '1rem', color: '#b91c1c', background: '#fef2f2', borderRadius: '0.375rem', display: 'flex', gap: '0.75rem', alignItems: 'center' },
  detail: { background: 'white', border: '1px solid #e5e7eb', borderRadius: '0.5rem', padding: '1.25rem' },
  content: { whiteSpace: 'pre-wrap', lineHeight: 1.7, margin: '1rem 0 0' },
} satisfies Record<string, CSSProperties | ((active: boolean) => CSSProperties)>;
