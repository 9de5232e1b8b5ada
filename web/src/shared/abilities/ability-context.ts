import { createContext, useContext } from 'react';
import { Ability } from '@casl/ability';
import type { AppAbility } from './abilities';

/** The current user's ability; the app provides it, pages and the menu read it. */
export const AbilityContext = createContext<AppAbility>(new Ability([]));
export const useAbility = () => useContext(AbilityContext);
