import { useEffect } from 'react';
import { setPageNotFound } from '@portal/utils/internal';
import { ConsoleLink } from './console-link';
import { EmptyBlock } from './states';
import { PageFrame, Panel } from './page-frame';
import { useConsoleText } from './use-console-text';

/**
 * A route inside the sub-app's prefix that it does not have. `home` adds a link back; `text`
 * keeps a sub-app's own sentence (it then leaves the path out); `testId` is a test hook.
 */
export function NotFoundPage({ home, text, testId }: { home?: { to: string; name: string }; text?: string; testId?: string }) {
  const t = useConsoleText();
  // The frame then shows no menu trail, left-nav selection or title of the page before.
  useEffect(() => {
    setPageNotFound(true);
    return () => setPageNotFound(false);
  }, []);
  // The whole route, prefix included: what the user sees in the address bar.
  const path = window.location.hash.slice(1).split('?')[0];
  return (
    <PageFrame id="not-found" title={t('console.notFound.title')}>
      <Panel>
        <EmptyBlock
          testId={testId}
          title={text ?? t('console.notFound.text', { path })}
          action={home ? <ConsoleLink to={home.to}>{t('console.notFound.home', { name: home.name })}</ConsoleLink> : undefined}
        />
      </Panel>
    </PageFrame>
  );
}
