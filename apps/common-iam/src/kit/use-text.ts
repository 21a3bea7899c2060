import { addMessages, useT } from '@portal/utils';
import { kitMessages } from './kit.messages';

addMessages(kitMessages);

/** The sub-app's `t`: the portal's tables plus the keys each feature adds with `addMessages`. */
export const useText = useT;
