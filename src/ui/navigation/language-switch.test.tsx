import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { languageAtom, setLanguage, storage, storageKeys, store } from '@portal/utils/internal';
import { PortalProvider } from '../provider/portal-provider';
import { LanguageSwitch } from './language-switch';

afterEach(() => act(() => setLanguage('zh-CN')));

describe('the language switch', () => {
  it('names the other language in its own script and switches to it, keeping the choice', () => {
    render(
      <PortalProvider>
        <LanguageSwitch />
      </PortalProvider>,
    );
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    fireEvent.click(toEnglish);
    expect(store.get(languageAtom)).toBe('en-US');
    expect(storage.get(storageKeys.language)).toBe('en-US');
    const toChinese = screen.getByRole('button', { name: '中文' });
    expect(toChinese).toHaveAttribute('lang', 'zh-CN');
    fireEvent.click(toChinese);
    expect(store.get(languageAtom)).toBe('zh-CN');
  });
});
