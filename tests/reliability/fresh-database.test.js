// A fresh machine starts from an empty database (docs/security.md "Database roles"): `./kadry`
// makes each service's schema, owned by the service's role, and the service then migrates it
// as that role, which may not create anything outside its schema. A migration that works on a
// database upgraded over months can still fail there (e.g. CREATE SCHEMA, which PostgreSQL
// refuses without CREATE on the database even when the schema exists), so every service's
// migrations are applied here to a new, empty database, each as its own role.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PG_PORT, ROOT } from '../lib/env.js';

const DATABASE = 'kadry_fresh_migrations';

// The cluster of `./kadry` trusts connections from this machine (initdb -A trust).
function asSuperuser(database, sql) {
  return execFileSync('psql', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', '-d', database,
    '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { encoding: 'utf8', timeout: 30000 }).trim();
}

function services() {
  return execFileSync(`${ROOT}/kadry`, ['services'], { encoding: 'utf8' }).trim().split('\n')
    .map((line) => line.split(' ')[0]);
}

const schemaOf = (service) => service.replaceAll('-', '_');
const roleOf = (service) => `kadry_${schemaOf(service)}`;
const dsnVariable = (service) => `KADRY_${schemaOf(service).toUpperCase()}_PG_DSN`;

test('every service migrates an empty database as its own role', { timeout: 120_000 }, () => {
  asSuperuser('postgres', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  asSuperuser('postgres', `CREATE DATABASE ${DATABASE} OWNER kadry`);
  try {
    for (const service of services()) {
      const role = roleOf(service);
      asSuperuser(DATABASE, `CREATE SCHEMA ${schemaOf(service)} AUTHORIZATION ${role}`);
      const password = readFileSync(`${ROOT}/.data/pg-roles/${role}`, 'utf8').trim();
      // Only the service's own credentials, as ./kadry gives them.
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.endsWith('PG_DSN')));
      env[dsnVariable(service)] = `host=127.0.0.1 port=${PG_PORT} dbname=${DATABASE} user=${role} password=${password}`;
      const run = spawnSync(`${ROOT}/build/services/${service}/${service}`, ['migrate'], { env, encoding: 'utf8', timeout: 60000 });
      assert.equal(run.status, 0, `${service} migrate failed on an empty database:\n${run.stdout}\n${run.stderr}`);
      const foreign = asSuperuser(DATABASE, `SELECT count(*) FROM pg_class
        WHERE relnamespace = '${schemaOf(service)}'::regnamespace AND relowner <> '${role}'::regrole`);
      assert.equal(foreign, '0', `${service}: everything in its schema is its role's`);
      const tables = Number(asSuperuser(DATABASE, `SELECT count(*) FROM pg_tables WHERE schemaname = '${schemaOf(service)}'`));
      assert.ok(tables > 1, `${service} made its tables (${tables})`);
    }
  } finally {
    asSuperuser('postgres', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
});
