import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { authReducer } from '@shared/session/auth-slice';
import { configReducer } from '@shared/config/config-slice';
import { settingsReducer } from '@shared/settings/settings-slice';

const rootReducer = combineReducers({
  auth: authReducer,
  config: configReducer,
  settings: settingsReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A real store for the app and for tests (docs/architecture.md §7: `makeStore(preloadedState)`). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // Responses carry Date objects for date-named fields (docs/product.md §7).
        serializableCheck: { ignoredPaths: [api.reducerPath], ignoredActionPaths: ['payload', 'meta.baseQueryMeta'] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
