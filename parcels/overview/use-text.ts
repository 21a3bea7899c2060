import { addMessages, useT } from '@portal/utils/internal';
import { overviewMessages } from './overview.messages';

addMessages(overviewMessages);

/** The overview's `t` (its own keys added to the portal's tables; re-renders on a language change). */
export const useText = useT;
