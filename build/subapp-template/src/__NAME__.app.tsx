import { HashRouter, Link, Route, Routes } from 'react-router-dom';
import { languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';

const texts = {
  'zh-CN': {
    title: '__TITLE__',
    hello: (name: string) => `你好，${name}`,
    about: '关于',
    home: '首页',
    aboutText: '这是一个由 npm run new:subapp 生成的子应用。',
  },
  'en-US': { title: '__TITLE__', hello: (name: string) => `Hello, ${name}`, about: 'About', home: 'Home', aboutText: 'A sub-app made by npm run new:subapp.' },
};

/** The sub-app's root: its own routes under #/__PREFIX__, the user and language from @portal/utils. */
export function __COMPONENT__() {
  const user = useAtomValue(userInfoAtom);
  const text = texts[useAtomValue(languageAtom)] ?? texts['zh-CN'];
  return (
    <HashRouter basename="/__PREFIX__">
      <section data-testid="__NAME__-app" style={{ padding: 24 }}>
        <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{text.title}</h1>
        <nav style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
          <Link to="/">{text.home}</Link>
          <Link to="/about">{text.about}</Link>
        </nav>
        <Routes>
          <Route path="/" element={<p>{text.hello(user?.userName || user?.loginName || '')}</p>} />
          <Route path="/about" element={<p>{text.aboutText}</p>} />
        </Routes>
      </section>
    </HashRouter>
  );
}
