// Helpers of the absences black-box tests (docs/absences-api.md).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GATEWAY_URL, ROOT, USERS } from './env.js';
import { request } from './http.js';
import { tokensFor } from './login.js';

export const ABSENCES = `${GATEWAY_URL}/absences/api`;

const tokens = new Map();
/** A kadry-web access token of a demo user, cached for the file. */
export async function tokenOf(username) {
  if (!tokens.has(username)) {
    tokens.set(username, (await tokensFor(username, { client: 'kadry-web', scope: 'openid absences offline_access' })).access_token);
  }
  return tokens.get(username);
}

/** Calls the absences API as `username`; answers { status, body }. No answer may be a 5xx. */
export async function call(username, method, path, json) {
  const bearer = username ? await tokenOf(username) : undefined;
  const res = await request(`${ABSENCES}${path}`, { method, bearer, json });
  const text = await res.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep the text */
  }
  assert.ok(res.status < 500, `${method} ${path} as ${username}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? '' };
}

// abilities.json evaluated the way the gateway does for users without access flags.
const abilities = JSON.parse(readFileSync(`${ROOT}/proto/kadry/v1/abilities.json`, 'utf8'));
/** Whether the demo user holds the view ability `subject` (every flag off). */
export function userCan(username, subject) {
  const roles = USERS[username].roles;
  return abilities.rules.some((rule) => {
    if (rule.subject !== subject) return false;
    const roleOk = rule.roles === '*' || rule.roles.some((name) => roles.includes(abilities.roles[name]));
    if (!roleOk) return false;
    if (!rule.policy) return true;
    // Demo users' employee records: only the orRoles part can hold without flags here.
    if (rule.policy.orRoles) return rule.policy.orRoles.some((name) => roles.includes(abilities.roles[name]));
    return false;
  });
}

let week = 0;
/** Monday–Wednesday of a distinct random week of 2028 (three working days, no holidays). */
export function freshWeek() {
  const holidays = new Set(['2028-01-06', '2028-04-17', '2028-05-01', '2028-05-03', '2028-06-15', '2028-08-15', '2028-11-01']);
  for (;;) {
    const n = 1 + ((Math.floor(Math.random() * 50) + (week += 7)) % 50);
    const monday = new Date(Date.UTC(2028, 0, 3 + 7 * n));
    const days = [0, 1, 2].map((i) => new Date(monday.getTime() + i * 86_400_000).toISOString().slice(0, 10));
    if (days[0].startsWith('2028') && !days.some((d) => holidays.has(d))) return { from: days[0], middle: days[1], to: days[2] };
  }
}

/** Files annual leave for the week as `username` (optionally for `employeeId`); answers the details. */
export async function fileLeave(username, w, extra = {}) {
  const r = await call(username, 'POST', '/requests', { requestTypeId: 1, fromDate: w.from, toDate: w.to, ...extra });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}
