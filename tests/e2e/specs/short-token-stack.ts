import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A second identity provider, absences service and gateway beside the test stack, on free
 * ports, sharing its PostgreSQL and Redis, whose access tokens live `ttlSeconds` (the
 * provider's KADRY_IDENTITY_ACCESS_TTL_SECONDS). Its app signs in as the client
 * `kadry-web-short-token`, registered here for the second gateway's address and removed by
 * stop(); nothing of the main stack changes.
 */
export interface ShortTokenStack {
  appUrl: string;
  issuer: string;
  stop(): Promise<void>;
}

const ROOT = process.env.KADRY_ROOT ?? new URL('../../../', import.meta.url).pathname;
const PG_PORT = process.env.KADRY_PG_PORT ?? '55432';
const CLIENT_ID = 'kadry-web-short-token';
// This stack's provider and absences reach PostgreSQL as the database's owner, the tests' role
// (the main stack's processes have a role of their own each, which ./kadry hands to them only).
const OWNER_DSN = process.env.KADRY_PG_DSN ?? `host=127.0.0.1 port=${PG_PORT} dbname=kadry user=kadry password=kadry`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function sql(statement: string, ...values: string[]) {
  // psql variables (set from stdin) keep the values out of the SQL text.
  const sets = values.map((v, i) => `\\set v${i + 1} '${v.replace(/'/g, "''")}'\n`).join('');
  execFileSync('psql', ['-h', '127.0.0.1', '-p', PG_PORT, '-U', 'kadry', '-d', 'kadry', '-v', 'ON_ERROR_STOP=1', '-Atq'], {
    env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' },
    input: `${sets}${statement};\n`,
    timeout: 15_000,
  });
}

function registerClient(appUrl: string) {
  const redirects = JSON.stringify([`${appUrl}/auth/oidc-callback`, `${appUrl}/auth/oidc-silent-callback`]);
  const logouts = JSON.stringify([`${appUrl}/`, appUrl]);
  execFileSync('psql', ['-h', '127.0.0.1', '-p', PG_PORT, '-U', 'kadry', '-d', 'kadry', '-v', 'ON_ERROR_STOP=1', '-Atq'], {
    env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' },
    timeout: 15_000,
    input: `\\set redirects '${redirects}'\n\\set logouts '${logouts}'\n` +
      `INSERT INTO identity.clients(client_id, secret_hash, redirect_uris, post_logout_redirect_uris, grant_types, allowed_scopes) ` +
      `SELECT '${CLIENT_ID}', NULL, ARRAY(SELECT json_array_elements_text(:'redirects'::json)), ` +
      `ARRAY(SELECT json_array_elements_text(:'logouts'::json)), ARRAY['authorization_code','refresh_token'], ` +
      `ARRAY['openid','profile','email','offline_access','absences'] ` +
      `ON CONFLICT (client_id) DO UPDATE SET redirect_uris = excluded.redirect_uris, post_logout_redirect_uris = excluded.post_logout_redirect_uris;\n`,
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited early: ${log()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer: ${log()}`);
}

function start(binary: string, args: string[], env: Record<string, string>) {
  const child = spawn(binary, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => log };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  for (let i = 0; i < 50 && child.exitCode === null; i += 1) await sleep(100);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export async function startShortTokenStack(ttlSeconds: number): Promise<ShortTokenStack> {
  const [idpPort, idpGrpc, absencesGrpc, gatewayPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const issuer = `http://localhost:${idpPort}`;
  const appUrl = `http://localhost:${gatewayPort}`;
  registerClient(appUrl);
  const common = { KADRY_IDENTITY_ISSUER: issuer, KADRY_PUBLIC_URL: appUrl };
  const processes: ChildProcess[] = [];
  try {
    const idp = start(`${ROOT}/build/services/identity/identity`, ['serve'], {
      ...common,
      KADRY_IDENTITY_PORT: String(idpPort),
      KADRY_IDENTITY_GRPC_PORT: String(idpGrpc),
      KADRY_IDENTITY_CORS_ORIGINS: appUrl,
      KADRY_IDENTITY_ACCESS_TTL_SECONDS: String(ttlSeconds),
      KADRY_IDENTITY_PG_DSN: OWNER_DSN,
    });
    processes.push(idp.child);
    await waitFor(`http://127.0.0.1:${idpPort}/.well-known/openid-configuration`, idp.child, idp.log);
    const absences = start(`${ROOT}/build/services/absences/absences`, ['serve'], {
      ...common,
      KADRY_ABSENCES_GRPC_PORT: String(absencesGrpc),
      // The main stack drains the payroll outbox; this one leaves it alone.
      KADRY_ABSENCES_EXPORT_INTERVAL_MS: '3600000',
      KADRY_ABSENCES_PG_DSN: OWNER_DSN,
    });
    processes.push(absences.child);
    const gateway = start(process.env.KADRY_GATEWAY_BIN ?? `${ROOT}/build/gateway/gateway`, [], {
      ...common,
      KADRY_GATEWAY_PORT: String(gatewayPort),
      KADRY_OIDC_CLIENT_ID: CLIENT_ID,
      KADRY_ABSENCES_GRPC_ADDRESS: `127.0.0.1:${absencesGrpc}`,
      KADRY_IDENTITY_GRPC_ADDRESS: `127.0.0.1:${idpGrpc}`,
    });
    processes.push(gateway.child);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, gateway.child, gateway.log);
  } catch (e) {
    await Promise.all(processes.map(stopProcess));
    sql(`DELETE FROM identity.clients WHERE client_id = :'v1'`, CLIENT_ID);
    throw e;
  }
  return {
    appUrl,
    issuer,
    stop: async () => {
      await Promise.all(processes.map(stopProcess));
      sql(`DELETE FROM identity.clients WHERE client_id = :'v1'`, CLIENT_ID);
    },
  };
}
