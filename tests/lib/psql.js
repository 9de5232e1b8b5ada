// Direct SQL on the test stack's database (as the `kadry` role), for set-ups the API
// cannot make: a throwaway account, a table taken away to stand for a database failure.

import { execFileSync } from 'node:child_process';
import { PG_PORT, REDIS_PORT } from './env.js';

export function psql(sql) {
  return execFileSync('psql', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'kadry', '-d', 'kadry', '-v', 'ON_ERROR_STOP=1', '-Atc', sql], {
    env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' },
    encoding: 'utf8',
    timeout: 15000,
  }).trim();
}

export function redisCli(...args) {
  return execFileSync('redis-cli', ['-p', String(REDIS_PORT), ...args], { encoding: 'utf8', timeout: 5000 }).trim();
}

/**
 * A fresh Employee account with the demo password (copied from `employee`), so a test
 * may change its password or get it throttled without touching shared demo users.
 * Answers `{ id, username, remove() }`.
 */
export function throwawayAccount(prefix = 'probe') {
  const id = 900000 + Math.floor(Math.random() * 99999);
  const username = `${prefix}-${id}`;
  psql(`INSERT INTO identity.users(user_id, username, password_hash, first_name, last_name)
        SELECT ${id}, '${username}', password_hash, 'Test', 'Probe' FROM identity.users WHERE user_id = 1002;
        INSERT INTO identity.user_roles(user_id, role_id) VALUES (${id}, 9044);`);
  return { id, username, remove: () => psql(`DELETE FROM identity.users WHERE user_id = ${id}`) };
}
