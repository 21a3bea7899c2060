import { addMessages } from '@portal/utils';
import { useConsoleText } from '@portal/console';
import { cbpAdminMessages } from './cbp-admin.messages';

addMessages(cbpAdminMessages);

/** @cloud/cbp/admin's `t` (its own keys and the console parts'). */
export const useText = useConsoleText;
