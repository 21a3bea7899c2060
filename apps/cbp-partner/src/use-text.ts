import { addMessages } from '@portal/utils';
import { useConsoleText } from '@portal/console';
import { cbpPartnerMessages } from './cbp-partner.messages';

addMessages(cbpPartnerMessages);

/** @cloud/cbp/partner's `t` (its own keys and the console parts'). */
export const useText = useConsoleText;
