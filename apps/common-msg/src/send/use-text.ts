import { addMessages } from '@portal/utils';
import { useConsoleText } from '@portal/console';
import { sendMessages } from './send.messages';

addMessages(sendMessages);

/** Notice sending's `t` (its own keys, the console parts' and the translated rule and API messages). */
export const useText = useConsoleText;
