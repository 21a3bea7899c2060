import { HashRouter, Link, Route, Routes } from 'react-router-dom';
import { languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { greeting, textsFor } from './__NAME__.rules';

/** The sub-app's root: its own routes under #__ROUTE__, the user and language from @portal/utils. */
export function __COMPONENT__() {
  const user = useAtomValue(userInfoAtom);
  const text = textsFor(useAtomValue(languageAtom));
  return (
    <HashRouter basename="__ROUTE__">
      <section data-testid="__NAME__-app" style={{ padding: 24 }}>
        <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>{text.title}</h1>
        <nav style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
          <Link to="/">{text.home}</Link>
          <Link to="/about">{text.about}</Link>
        </nav>
        <Routes>
          <Route path="/" element={<p data-testid="__NAME__-greeting">{greeting(user, text)}</p>} />
          <Route path="/about" element={<p>{text.aboutText}</p>} />
        </Routes>
      </section>
    </HashRouter>
  );
}
