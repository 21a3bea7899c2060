import { ErrorBoundary } from '@portal/ui';
import { loadOnce } from '@portal/utils/internal';
import { importModule } from '../content/module-loader';
import { Suspense, use, type ComponentProps } from 'react';
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

function Header(props: ComponentProps<Parts['FrameHeader']>) {
  const { FrameHeader } = use(loadFrameParts());
  return <FrameHeader {...props} />;
}

function LeftNav(props: ComponentProps<Parts['FrameLeftNav']>) {
  const { FrameLeftNav } = use(loadFrameParts());
  return <FrameLeftNav {...props} />;
}

/**
 * The portal header from the frame chunk; until it is here, the same header with the logo and the
 * shape of the top nav (the height stays, so the content below never jumps).
 */
export function LazyHeader(props: ComponentProps<Parts['FrameHeader']>) {
  return (
    <ErrorBoundary name="@portal/shell">
      <Suspense fallback={<PortalHeader homeHref={props.homeHref} topNav={<TopNavSkeleton />} />}>
        <Header {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function NotDeployed(props: ComponentProps<Parts['NotDeployedNotice']>) {
  const { NotDeployedNotice } = use(loadFrameParts());
  return <NotDeployedNotice {...props} />;
}

function NotFound(props: ComponentProps<Parts['NotFoundPage']>) {
  const { NotFoundPage } = use(loadFrameParts());
  return <NotFoundPage {...props} />;
}

/** The "not deployed" notice from the frame chunk (nothing until it is here). */
export function LazyNotDeployed(props: ComponentProps<Parts['NotDeployedNotice']>) {
  return (
    <ErrorBoundary name="@portal/shell">
      <Suspense fallback={null}>
        <NotDeployed {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The "not found" page from the frame chunk (nothing until it is here). */
export function LazyNotFound(props: ComponentProps<Parts['NotFoundPage']>) {
  return (
    <ErrorBoundary name="@portal/shell">
      <Suspense fallback={null}>
        <NotFound {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Breadcrumbs(props: ComponentProps<Parts['FrameBreadcrumbs']>) {
  const { FrameBreadcrumbs } = use(loadFrameParts());
  return <FrameBreadcrumbs {...props} />;
}

/** The breadcrumb of a nested page from the frame chunk (nothing until it is here). */
export function LazyBreadcrumbs(props: ComponentProps<Parts['FrameBreadcrumbs']>) {
  return (
    <Suspense fallback={null}>
      <Breadcrumbs {...props} />
    </Suspense>
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
