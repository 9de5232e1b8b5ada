import { parseRoleClaim } from './roles';

export interface TokenClaims {
  sub?: string;
  scope?: string;
  exp?: number;
  role?: unknown;
  preferred_username?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  [claim: string]: unknown;
}

const decodeSegment = (segment: string): unknown => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

/** Reads a JWT's claims without verifying it: the gateway verifies, the app only displays. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const claims = decodeSegment(parts[1]);
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

export const scopesOf = (claims: TokenClaims | null): string[] =>
  typeof claims?.scope === 'string' ? claims.scope.split(/\s+/).filter(Boolean) : [];

/** The API scope every session must carry (docs/product.md §4). */
export const REQUIRED_SCOPE = 'absences';

export const hasRequiredScope = (claims: TokenClaims | null) => scopesOf(claims).includes(REQUIRED_SCOPE);

/** `sub` is the numeric user id; 0 means "no valid user". */
export function userIdOf(claims: TokenClaims | null): number {
  const id = Number(claims?.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export const rolesOf = (claims: TokenClaims | null): number[] => parseRoleClaim(claims?.role);

export function isExpired(claims: TokenClaims | null, nowSeconds = Date.now() / 1000): boolean {
  return typeof claims?.exp !== 'number' || claims.exp <= nowSeconds;
}
