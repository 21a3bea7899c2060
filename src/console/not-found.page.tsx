import { ConsoleLink } from './console-link';
import { EmptyBlock } from './states';
import { PageFrame, Panel } from './page-frame';
import { useConsoleText } from './use-console-text';

/** A route inside the sub-app's prefix that it does not have. */
export function NotFoundPage({ home }: { home: { to: string; name: string } }) {
  const t = useConsoleText();
  // The whole route, prefix included: what the user sees in the address bar.
  const path = window.location.hash.slice(1).split('?')[0];
  return (
    <PageFrame id="not-found" title={t('console.notFound.title')}>
      <Panel>
        <EmptyBlock
          title={t('console.notFound.text', { path })}
          action={<ConsoleLink to={home.to}>{t('console.notFound.home', { name: home.name })}</ConsoleLink>}
        />
      </Panel>
    </PageFrame>
  );
}
