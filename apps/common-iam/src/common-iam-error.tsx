import { languageAtom, store } from '@portal/utils';

/** Shown when the sub-app's own rendering throws; the rest of the portal keeps working. */
const TEXT = {
  'zh-CN': { failed: '身份管理暂时无法显示，请刷新页面重试。', details: '详细信息' },
  'en-US': { failed: 'Identity management cannot be shown right now. Please reload the page.', details: 'Details' },
} as const;

export function CommonIamError({ error }: { error: Error }) {
  const text = TEXT[store.get(languageAtom) === 'en-US' ? 'en-US' : 'zh-CN'];
  return (
    <div role="alert" style={{ padding: 24 }}>
      <p>{text.failed}</p>
      <details>
        <summary>{text.details}</summary>
        {error.message}
      </details>
    </div>
  );
}
