import { addMessages, useT } from '@portal/utils/internal';
import { consoleMessages } from './console.messages';

addMessages(consoleMessages);

/** `t` of the console parts and the pages using them (re-renders on a language change). */
export const useConsoleText = useT;
