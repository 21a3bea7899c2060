import { type Language, languageAtom, setLanguage, unreadCountAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { API_BASE } from '@portal/contract';
import { pageCount } from '@portal/console';

const texts: Record<Language, { title: string; intro: string; user: string; unread: string; language: string; shared: string; switchTo: string }> = {
  'zh-CN': {
    title: '原生 ES 模块子应用',
    intro: '本子应用以原生 ES 模块构建，与 SystemJS 子应用共用同一个 React 与同一个 @portal/utils 状态。',
    user: '当前用户',
    unread: '未读消息',
    language: '界面语言',
    shared: '共享模块',
    switchTo: 'Switch to English',
  },
  'en-US': {
    title: 'Native ES module sub-app',
    intro: 'Built as a native ES module; it shares one React and one @portal/utils store with the SystemJS sub-apps.',
    user: 'Signed in as',
    unread: 'Unread notices',
    language: 'Language',
    shared: 'Shared modules',
    // eslint-disable-next-line portal/text-beside-english -- the switch to Chinese reads in Chinese
    switchTo: '切换到中文',
  },
};

/** Reads the portal's one store and switches its language (`setLanguage`): the shell and every sub-app follow. */
export function EsmDemoApp() {
  const user = useAtomValue(userInfoAtom);
  const unread = useAtomValue(unreadCountAtom);
  const language = useAtomValue(languageAtom);
  const text = texts[language] ?? texts['zh-CN'];
  return (
    <section data-testid="esm-demo-app" style={{ padding: 24, maxWidth: 720 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>{text.title}</h1>
      <p style={{ color: '#4b5563', margin: '0 0 16px' }}>{text.intro}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: '0 0 16px' }}>
        <dt>{text.user}</dt>
        <dd data-testid="esm-demo-user" style={{ margin: 0 }}>
          {user?.userName || user?.loginName || '-'}
        </dd>
        <dt>{text.unread}</dt>
        <dd data-testid="esm-demo-unread" style={{ margin: 0 }}>
          {unread}
        </dd>
        <dt>{text.language}</dt>
        <dd style={{ margin: 0 }}>{language}</dd>
        <dt>{text.shared}</dt>
        {/* The API base of @portal/contract and the pages of 41 rows by 20 from @portal/console, through their bridges. */}
        <dd data-testid="esm-demo-shared" style={{ margin: 0 }}>
          {API_BASE} · {pageCount(41, 20)}
        </dd>
      </dl>
      <button
        type="button"
        data-testid="esm-demo-language"
        style={{ padding: '6px 14px', border: '1px solid #1d4ed8', borderRadius: 6, background: '#1d4ed8', color: 'white', font: 'inherit', cursor: 'pointer' }}
        onClick={() => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN')}
      >
        {text.switchTo}
      </button>
    </section>
  );
}
