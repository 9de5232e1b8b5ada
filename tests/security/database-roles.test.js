// Each service reaches PostgreSQL with a role of its own that can read only its own schema
// (docs/security.md "Database roles"): a flaw in one service cannot read another's tables.
// Each service is asked as it runs: the connection string in its process's environment.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from '../lib/index.js';
import { pidOf } from '../reliability/stack.js';

const services = execFileSync(`${ROOT}/kadry`, ['services'], { encoding: 'utf8' })
  .trim().split('\n').map((line) => line.split(/\s+/)[0]);
const schemaOf = (service) => service.replaceAll('-', '_');

/** The PostgreSQL connection string the running `service` process was given. */
function dsnOf(service) {
  const env = new Map(readFileSync(`/proc/${pidOf(service)}/environ`, 'latin1').split('\0')
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
  const dsn = env.get(`KADRY_${schemaOf(service).toUpperCase()}_PG_DSN`) ?? env.get('KADRY_PG_DSN');
  assert.ok(dsn, `${service} runs without a PostgreSQL connection string`);
  return dsn;
}

/** Runs `sql` as `dsn`; answers { ok, output }. */
function sqlAs(dsn, sql) {
  const r = spawnSync('psql', [dsn, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], {
    encoding: 'utf8',
    timeout: 15_000,
    env: { ...process.env, PGCONNECT_TIMEOUT: '5' },
  });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

test('absences\' role cannot read the work-times schema', () => {
  const read = sqlAs(dsnOf('absences'), 'SELECT count(*) FROM work_times.schema_migrations');
  assert.equal(read.ok, false, `absences read work_times: ${read.output}`);
  assert.match(read.output, /permission denied/);
});

test('every service reads its own schema and no other', () => {
  const leaks = [];
  for (const service of services) {
    const dsn = dsnOf(service);
    const own = sqlAs(dsn, `SELECT count(*) FROM ${schemaOf(service)}.schema_migrations`);
    assert.ok(own.ok, `${service} cannot read its own schema: ${own.output}`);
    for (const other of services.filter((s) => s !== service)) {
      const read = sqlAs(dsn, `SELECT count(*) FROM ${schemaOf(other)}.schema_migrations`);
      if (read.ok || !/permission denied/.test(read.output)) leaks.push(`${service} -> ${schemaOf(other)}: ${read.output}`);
      const write = sqlAs(dsn, `CREATE TABLE ${schemaOf(other)}.intruder (id int)`);
      if (write.ok) {
        sqlAs(dsn, `DROP TABLE ${schemaOf(other)}.intruder`);
        leaks.push(`${service} created a table in ${schemaOf(other)}`);
      }
    }
  }
  assert.deepEqual(leaks, []);
});
