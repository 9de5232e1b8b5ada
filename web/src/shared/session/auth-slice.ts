import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, isExpired, rolesOf, userIdOf } from './token';
import { VISITOR_PROFILE, type ApplicationRole, type Language, type Profile } from './types';

/** Auth state of docs/product.md §3. */
export interface AuthState {
  userLoaded: boolean;
  configInitialized: boolean;
  isAuthenticated: boolean;
  profile: Profile;
  profileLoaded: boolean;
  token: string;
  roleIds: number[];
  applicationRoles: ApplicationRole[];
  languages: Language[];
  defaultLanguageId: number | null;
  appConfigurationLoaded: boolean;
}

export const initialAuthState: AuthState = {
  userLoaded: false,
  configInitialized: false,
  isAuthenticated: false,
  profile: VISITOR_PROFILE,
  profileLoaded: false,
  token: '',
  roleIds: [],
  applicationRoles: [],
  languages: [],
  defaultLanguageId: null,
  appConfigurationLoaded: false,
};

export interface SessionUser {
  accessToken: string;
  /** Claims of the id token (names, email) as oidc-client-ts keeps them. */
  profile?: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Builds the profile from the token and id-token claims, before the provider's profile is known. */
export function profileFromClaims(accessToken: string, idClaims: Record<string, unknown> = {}): Profile {
  const claims = { ...decodeToken(accessToken), ...idClaims };
  const fullName = str(claims.name);
  const [first = '', ...rest] = fullName.split(' ');
  const firstName = str(claims.given_name) || first;
  const lastName = str(claims.family_name) || rest.join(' ');
  return {
    userId: userIdOf(decodeToken(accessToken)),
    firstName,
    lastName,
    fullName: fullName || `${firstName} ${lastName}`.trim(),
    email: str(claims.email),
    languageId: VISITOR_PROFILE.languageId,
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    configInitialized(state) {
      state.configInitialized = true;
    },
    /** The stored user was read (or a sign-in/silent renew finished). */
    userLoaded(state, action: PayloadAction<SessionUser | null>) {
      state.userLoaded = true;
      const token = action.payload?.accessToken ?? '';
      const claims = decodeToken(token);
      if (!token || isExpired(claims)) {
        state.isAuthenticated = false;
        state.token = '';
        state.profile = VISITOR_PROFILE;
        state.roleIds = [];
        state.profileLoaded = false;
        return;
      }
      const fromClaims = profileFromClaims(token, action.payload?.profile);
      const sameUser = state.profile.userId === fromClaims.userId;
      state.isAuthenticated = true;
      state.token = token;
      state.roleIds = rolesOf(claims);
      // A renewed token keeps the profile loaded earlier in this session.
      if (!sameUser || !state.profileLoaded) state.profile = { ...fromClaims, languageId: state.profile.languageId };
    },
    userSignedOut(state) {
      state.isAuthenticated = false;
      state.token = '';
      state.profile = VISITOR_PROFILE;
      state.roleIds = [];
      state.profileLoaded = false;
    },
    profileLoaded(state, action: PayloadAction<Partial<Profile>>) {
      const p = { ...state.profile, ...action.payload };
      p.fullName = `${p.firstName} ${p.lastName}`.trim() || state.profile.fullName;
      state.profile = p;
      state.profileLoaded = true;
    },
    /** Marked loaded even when loading failed (docs/product.md §4). */
    appConfigurationLoaded(state, action: PayloadAction<{ roles: ApplicationRole[]; languages: Language[] } | null>) {
      state.appConfigurationLoaded = true;
      if (!action.payload) return;
      state.applicationRoles = action.payload.roles ?? [];
      state.languages = action.payload.languages ?? [];
      state.defaultLanguageId = state.languages.find((l) => l.default)?.languageId ?? null;
    },
    profileLanguageChanged(state, action: PayloadAction<number>) {
      state.profile.languageId = action.payload;
    },
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;

export type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth) => s.auth;
export const selectIsAuthenticated = (s: WithAuth) => s.auth.isAuthenticated;
export const selectProfile = (s: WithAuth) => s.auth.profile;
export const selectRoleIds = (s: WithAuth) => s.auth.roleIds;
