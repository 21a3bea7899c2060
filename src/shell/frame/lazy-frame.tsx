import { Box, ErrorBoundary } from '@portal/ui';
import { loadOnce } from '@portal/utils';
import { Suspense, use, type ComponentProps } from 'react';

type Parts = typeof import('./frame-parts');

/**
 * The frame chunk, fetched once (webpack splits `import()` into an async chunk of the shell); a
 * failed fetch is forgotten, so the error panel's retry fetches it again.
 */
export const loadFrameParts = loadOnce(() => import('./frame-parts'));

/** The header's height, kept while its chunk loads so the content below never jumps. */
const HEADER_HEIGHT = '14';

function Header(props: ComponentProps<Parts['FrameHeader']>) {
  const { FrameHeader } = use(loadFrameParts());
  return <FrameHeader {...props} />;
}

function LeftNav(props: ComponentProps<Parts['FrameLeftNav']>) {
  const { FrameLeftNav } = use(loadFrameParts());
  return <FrameLeftNav {...props} />;
}

/** The portal header from the frame chunk; a header-coloured bar of the same height until it is here. */
export function LazyHeader(props: ComponentProps<Parts['FrameHeader']>) {
  return (
    <ErrorBoundary name="@portal/shell">
      <Suspense fallback={<Box as="header" bg="brand.800" minH={HEADER_HEIGHT} position="sticky" top="0" zIndex="sticky" />}>
        <Header {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The left navigation from the frame chunk (nothing until it is here). */
export function LazyLeftNav(props: ComponentProps<Parts['FrameLeftNav']>) {
  return (
    <Suspense fallback={null}>
      <LeftNav {...props} />
    </Suspense>
  );
}
