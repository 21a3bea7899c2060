import { addMessages, useT } from '@portal/utils';
import { stationMessages } from './station.messages';

addMessages(stationMessages);

/** The message centre's `t` (its own keys added to the portal's tables). */
export const useText = useT;
