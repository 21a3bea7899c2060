import { languageAtom, store } from '@portal/utils';

/** Shown when the sub-app's own rendering throws; the rest of the portal keeps working. */
export function CommonIamError({ error }: { error: Error }) {
  const english = store.get(languageAtom) === 'en-US';
  return (
    <div role="alert" style={{ padding: 24 }}>
      <p>{english ? 'Identity management cannot be shown right now. Please reload the page.' : '身份管理暂时无法显示，请刷新页面重试。'}</p>
      <details>
        <summary>{english ? 'Details' : '详细信息'}</summary>
        {error.message}
      </details>
    </div>
  );
}
