// The running stack under test and the seeded data of docs/platform.md.

import { readFileSync } from 'node:fs';

const trimSlash = (s) => s.replace(/\/+$/, '');

export const GATEWAY_URL = trimSlash(process.env.KADRY_GATEWAY_URL ?? 'http://localhost:8080');
export const IDENTITY_URL = trimSlash(process.env.KADRY_IDENTITY_URL ?? 'http://localhost:8081');
/** The issuer equals the identity base URL (docs/platform.md, `KADRY_IDENTITY_ISSUER`). */
export const ISSUER = IDENTITY_URL;
/** The provider process itself, behind the nginx front (for tests of its own limits). */
export const IDENTITY_PROCESS_URL = process.env.KADRY_IDENTITY_INTERNAL_PORT
  ? `http://127.0.0.1:${process.env.KADRY_IDENTITY_INTERNAL_PORT}`
  : IDENTITY_URL;
export const API_AUDIENCE = 'kadry-api';
export const PG_PORT = process.env.KADRY_PG_PORT ?? '55432';
export const REDIS_PORT = process.env.KADRY_REDIS_PORT ?? '56379';
export const GATEWAY_BIN = process.env.KADRY_GATEWAY_BIN ?? '';
export const ROOT = process.env.KADRY_ROOT ?? new URL('../..', import.meta.url).pathname;

// services/service-table.txt, the one place a port is written: [name, kind, local gRPC port].
const TABLE = readFileSync(`${ROOT}/services/service-table.txt`, 'utf8').split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/));
const TABLE_PORTS = Object.fromEntries(TABLE.map(([name, , port]) => [name, Number(port)]));
/** The services of the table that run (every kind but `planned`). */
export const SERVED_SERVICES = TABLE.filter(([, kind]) => kind !== 'planned').map(([name]) => name);
/** "bonus-declarations", "PG_DSN" -> "KADRY_BONUS_DECLARATIONS_PG_DSN", as the binaries read it. */
export const serviceVariable = (name, suffix) => `KADRY_${name.toUpperCase().replaceAll('-', '_')}_${suffix}`;
/** The gRPC port of service `name`: KADRY_<NAME>_GRPC_PORT as ./kadry exports it, else the table's. */
export function grpcPort(name) {
  return Number(process.env[serviceVariable(name, 'GRPC_PORT')] ?? TABLE_PORTS[name]);
}
/** The test stack runs with KADRY_IDENTITY_CODE_TTL_SECONDS=5. */
export const CODE_TTL_SECONDS = Number(process.env.KADRY_IDENTITY_CODE_TTL_SECONDS ?? 5);

export const PASSWORD = 'Kadry2026!';

export const ROLES = Object.freeze({
  Admin: 9301,
  Employee: 9044,
  Manager: 9043,
  HR: 9042,
  HRPreview: 9047,
  Administration: 9046,
  HoAgreementOpinioning: 9048,
  PostAdmin: 9049,
  PostEditor: 9050,
  HRAnalyst: 9051,
  LocationManager: 9052,
});

const user = (id, role, name) => ({
  id,
  roles: [...new Set([...(Array.isArray(role) ? role : [role]), ROLES.Employee])],
  name,
});

export const USERS = Object.freeze({
  // The company's head: the managers report to him.
  admin: user(1001, [ROLES.Admin, ROLES.Manager], 'Adam Administracyjny'),
  employee: user(1002, ROLES.Employee, 'Jan Kowalski'),
  manager: user(1003, ROLES.Manager, 'Anna Nowak'),
  hr: user(1004, ROLES.HR, 'Katarzyna Wiśniewska'),
  hrpreview: user(1005, ROLES.HRPreview, 'Piotr Wójcik'),
  administration: user(1006, ROLES.Administration, 'Magdalena Kamińska'),
  hoagreement: user(1007, ROLES.HoAgreementOpinioning, 'Tomasz Lewandowski'),
  postadmin: user(1008, ROLES.PostAdmin, 'Agnieszka Zielińska'),
  posteditor: user(1009, ROLES.PostEditor, 'Michał Szymański'),
  hranalyst: user(1010, ROLES.HRAnalyst, 'Ewa Woźniak'),
  locationmanager: user(1011, ROLES.LocationManager, 'Krzysztof Dąbrowski'),
  // A manager who also reads her whole branch: she changes only the days of her team (1013).
  teamlead: user(1012, [ROLES.Manager, ROLES.LocationManager], 'Barbara Kowalczyk'),
});

export const CLIENTS = Object.freeze({
  'kadry-web': {
    id: 'kadry-web',
    secret: null,
    // Seeded from KADRY_PUBLIC_URL, which the test stack also gives as KADRY_GATEWAY_URL.
    redirectUri: `${GATEWAY_URL}/auth/oidc-callback`,
    silentRedirectUri: `${GATEWAY_URL}/auth/oidc-silent-callback`,
    postLogoutRedirectUri: `${GATEWAY_URL}/`,
  },
  'kadry-conformance': {
    id: 'kadry-conformance',
    secret: 'conformance-secret',
    redirectUri: 'http://localhost:9999/cb',
    postLogoutRedirectUri: 'http://localhost:9999/logged-out',
  },
  'kadry-payroll': {
    id: 'kadry-payroll',
    secret: 'payroll-secret',
  },
  'kadry-absences': {
    id: 'kadry-absences',
    secret: 'absences-secret',
  },
  'kadry-work-times': {
    id: 'kadry-work-times',
    secret: 'work-times-secret',
  },
  'kadry-hr': {
    id: 'kadry-hr',
    secret: 'hr-secret',
  },
});

export function clientInfo(clientId) {
  const c = CLIENTS[clientId];
  if (!c) throw new Error(`unknown client in tests: ${clientId}`);
  return c;
}
