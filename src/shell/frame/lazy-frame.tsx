import { ErrorBoundary } from '@portal/ui';
import { loadOnce } from '@portal/utils/internal';
import { importModule } from '../content/module-loader';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { PortalHeader } from './portal-header';
import { TopNavSkeleton } from './top-nav-skeleton';

type Parts = typeof import('./frame-parts');

/**
 * The frame chunk, fetched once (webpack splits `import()` into an async chunk of the shell); a
 * failed fetch is forgotten, so the error panel's retry fetches it again. framer-motion (a shared
 * module the chunk imports on demand, build/modules.js) and the bell parcel are asked for at the
 * same time, not after the chunk has arrived.
 */
export const loadFrameParts = loadOnce(() => {
  for (const name of ['framer-motion', '@portal/notice-bell']) importModule(name).catch(() => undefined);
  return import('./frame-parts');
});

/**
 * A component of the frame chunk: rendered once the chunk is here, `fallback` until then (nothing
 * by default); in the shell's error boundary when `guarded` (a region of its own, with a retry).
 */
function lazyPart<P extends object>(
  pick: (parts: Parts) => ComponentType<P>,
  { guarded = false, fallback }: { guarded?: boolean; fallback?: (props: P) => ReactNode } = {},
) {
  function Part(props: P) {
    const Component = pick(use(loadFrameParts()));
    return <Component {...props} />;
  }
  return function LazyPart(props: P) {
    const part = (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Part {...props} />
      </Suspense>
    );
    return guarded ? <ErrorBoundary name="@portal/shell">{part}</ErrorBoundary> : part;
  };
}

/**
 * The portal header from the frame chunk; until it is here, the same header with the logo and the
 * shape of the top nav (the height stays, so the content below never jumps).
 */
export const LazyHeader = lazyPart((parts) => parts.FrameHeader, {
  guarded: true,
  fallback: (props) => <PortalHeader homeHref={props.homeHref} topNav={<TopNavSkeleton />} />,
});

/** The "not deployed" notice from the frame chunk (nothing until it is here). */
export const LazyNotDeployed = lazyPart((parts) => parts.NotDeployedNotice, { guarded: true });

/** The "not found" page from the frame chunk (nothing until it is here). */
export const LazyNotFound = lazyPart((parts) => parts.NotFoundPage, { guarded: true });

/** The breadcrumb of a nested page from the frame chunk (nothing until it is here). */
export const LazyBreadcrumbs = lazyPart((parts) => parts.FrameBreadcrumbs);

/** The left navigation from the frame chunk (nothing until it is here). */
export const LazyLeftNav = lazyPart((parts) => parts.FrameLeftNav);
