import { makeStore } from '../app/store';
import { configActions } from '@shared/config/config-slice';
import { authActions } from '@shared/session/auth-slice';
import { TEST_CONFIG } from './msw';
import { makeToken } from './tokens';

/** The store as the app holds it once signed in: the runtime configuration loaded, and an access token of `claims`. */
export function signedInStore(claims: Record<string, unknown>) {
  const store = makeStore();
  store.dispatch(configActions.runtimeConfigLoaded(TEST_CONFIG));
  store.dispatch(authActions.userLoaded({ accessToken: makeToken(claims) }));
  return store;
}
