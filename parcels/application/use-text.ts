import { addMessages, useT } from '@portal/utils/internal';
import { applicationMessages } from './application.messages';

addMessages(applicationMessages);

/** The application page's `t` (its own keys added to the portal's tables). */
export const useText = useT;
