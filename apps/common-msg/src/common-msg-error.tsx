/** Shown when the sub-app's own rendering throws; the rest of the portal keeps working. */
export function CommonMsgError({ error }: { error: Error }) {
  return (
    <div role="alert" className="common-msg__error">
      <p>站内消息暂时无法显示，请刷新页面重试。</p>
      <details>
        <summary>详细信息</summary>
        {error.message}
      </details>
    </div>
  );
}
