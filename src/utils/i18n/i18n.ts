import { atom, type Atom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_LANGUAGE, fillText, LANGUAGES, localName, toLanguage, type Language } from '../../../contract/rules/language.rules';
import { portalConfig } from '../config/portal-config';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { persistedAtom } from '../store/persisted-atom';
import { store } from '../store/store';
import { useAtomValue } from '../store/store-provider';
import { enUS } from './messages.en-US';
import { zhCN, type MessageKey } from './messages.zh-CN';

/** The languages with message tables. zh-CN is the default (spec 9). */
export { localName, toLanguage, type Language };

const tables: Record<Language, Record<string, string>> = { 'zh-CN': { ...zhCN }, 'en-US': { ...enUS } };

/** The language, persisted in localStorage `language`: private, written by `setLanguage` only. */
const languageState = persistedAtom<Language>(
  () => toLanguage(storage.get(storageKeys.language) ?? portalConfig.defaultLanguage),
  (language) => storage.set(storageKeys.language, language),
  [storageKeys.language],
);

/**
 * The current language (spec 9: zh-CN by default), read-only; `setLanguage` changes it.
 *
 * @example
 * const language = useAtomValue(languageAtom);
 */
export const languageAtom: Atom<Language> = atom((get) => get(languageState));

/**
 * Switches the portal's language (stored, so a reload keeps it): the shell, every page and every
 * sub-app that reads `languageAtom` follow.
 *
 * @example
 * import { setLanguage } from '@portal/utils';
 * setLanguage('en-US');
 */
export function setLanguage(language: Language): void {
  store.set(languageState, toLanguage(language));
}

/**
 * Adds texts to the tables (a page's or sub-app's own keys). Later calls win per key.
 *
 * @example
 * addMessages({ 'zh-CN': { 'msg.title': '站内信' }, 'en-US': { 'msg.title': 'Messages' } });
 */
export function addMessages(messages: Partial<Record<Language, Record<string, string>>>): void {
  for (const language of LANGUAGES) Object.assign(tables[language], messages[language] ?? {});
}

/**
 * Keeps `<html lang>` on the current language and follows every switch, so assistive technology
 * reads the page in the language it is written in (WCAG 3.1.1). Returns the unsubscribe.
 *
 * @example
 * syncDocumentLanguage(document); // once, by the shell
 */
export function syncDocumentLanguage(doc: Pick<Document, 'documentElement'>): () => void {
  const apply = () => {
    doc.documentElement.lang = store.get(languageAtom);
  };
  apply();
  return store.sub(languageAtom, apply);
}

/**
 * The text of `key` in the current language (else zh-CN, else the key itself), with `{name}`
 * placeholders filled from `params`.
 *
 * @example
 * t('code.counting', { seconds: 42 }); // '42秒后重新获取'
 */
export function t(key: MessageKey | (string & {}), params?: Record<string, string | number>, language: Language = store.get(languageAtom)): string {
  const template = tables[language][key] ?? tables[DEFAULT_LANGUAGE][key] ?? key;
  return fillText(template, params);
}

/**
 * A label and its value with the punctuation of the language: '回复：已处理' / 'Reply: done'.
 *
 * @example
 * colon(t('overview.error'), failureMessage(error)); // 'Could not load: Network error, …'
 */
export function colon(label: string, value: string, language: Language = store.get(languageAtom)): string {
  return t('common.colon', { label, value }, language);
}

/**
 * `t` for React components: re-renders when the language changes.
 *
 * @example
 * const t = useT();
 * return <Button>{t('common.confirm')}</Button>;
 */
export function useT(): typeof t {
  const language = useAtomValue(languageAtom);
  // The same function until the language changes, so it can be an effect's dependency.
  return useCallback<typeof t>((key, params, lang = language) => t(key, params, lang), [language]);
}

/**
 * The current language for a form, calling `recheck` after every switch (not on mount) so the
 * messages on screen follow the language.
 *
 * @example
 * const language = useLanguageSwitch(() => { if (error) setError(rules.code(code, { language: store.get(languageAtom) })); });
 */
export function useLanguageSwitch(recheck: () => void): Language {
  const language = useAtomValue(languageAtom);
  const latest = useRef(recheck);
  latest.current = recheck;
  const first = useRef(language);
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    latest.current();
  }, [language]);
  return language;
}
