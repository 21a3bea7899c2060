import { addMessages } from '@portal/utils';
import { useConsoleText } from '@portal/console';
import { cbpClientMessages } from './cbp-client.messages';

addMessages(cbpClientMessages);

/** @cloud/cbp/client's `t` (its own keys and the console parts'). */
export const useText = useConsoleText;
