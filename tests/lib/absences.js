// Helpers of the absences black-box tests (docs/absences-api.md).

import assert from 'node:assert/strict';
import { grants } from './abilities.js';
import { GATEWAY_URL, USERS } from './env.js';
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
  return callAt(ABSENCES, username, method, path, json);
}

/** `call` for the API under `base` (another service's prefix). */
export async function callAt(base, username, method, path, json, headers = {}) {
  const bearer = username ? await tokenOf(username) : undefined;
  const res = await request(`${base}${path}`, { method, bearer, json, headers });
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

/** The ability of a route anyone may call without a token (gateway/routes.h kPublicAbility). */
export const PUBLIC = 'Public';

/** Whether the demo user holds the view ability `subject` (every access flag off). */
export const userCan = (username, subject) => grants({ roles: USERS[username].roles }, subject);

/** The user's access flags and HR area, as the directory gives them to the gateway. */
export async function accessOf(username) {
  const { id, roles } = USERS[username];
  const r = await call(username, 'GET', `/employees/${id}/abilities`);
  assert.equal(r.status, 200, `${username}'s own abilities: ${JSON.stringify(r.body)}`);
  const flags = Object.entries(r.body.accessFlags ?? {}).filter(([, on]) => on).map(([name]) => name);
  return { roles, flags, hrAreaId: r.body.hrAreaId ?? 0 };
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

// ---------------------------------------------------------------- added for the full suite

/** Asserts a problem+json answer of `status` from call(); answers the body. */
export function expectProblem(r, status, what = '') {
  const where = `${what} -> ${r.status} ${r.contentType} ${JSON.stringify(r.body).slice(0, 400)}`;
  assert.equal(r.status, status, where);
  assert.match(r.contentType, /^application\/problem\+json/, `content-type ${where}`);
  assert.equal(typeof r.body, 'object', where);
  assert.equal(r.body.status, status, `problem "status" ${where}`);
  assert.ok(typeof r.body.title === 'string' && r.body.title.length > 0, `problem "title" ${where}`);
  // The app translates the code, never the English detail (docs/architecture.md §3).
  assert.match(r.body.code ?? '', PROBLEM_CODE, `problem "code" ${where}`);
  for (const [field, list] of Object.entries(r.body.errors ?? {})) {
    assert.ok(Array.isArray(list) && list.length > 0, `errors.${field} is a list ${where}`);
    for (const e of list) {
      assert.match(e.code ?? '', PROBLEM_CODE, `errors.${field}[].code ${where}`);
      assert.equal(typeof e.detail, 'string', `errors.${field}[].detail ${where}`);
    }
  }
  return r.body;
}

/** A problem's stable code: dotted kebab-case words, e.g. leave.limit-exceeded. */
export const PROBLEM_CODE = /^[a-z-]+(\.[a-z-]+)+$/;

/** Roles whose holders read every employee and request (docs/absences-api.md). */
export const READS_ALL = new Set([9301, 9042, 9046, 9047]); // Admin, HR, Administration, HRPreview
export const readsAll = (username) => USERS[username].roles.some((r) => READS_ALL.has(r));

// Public holidays of 2027 and 2028 (Dz.U. 1951 nr 4 poz. 28 with Wigilia from 2025).
const HOLIDAYS = new Set([
  '2027-01-01', '2027-01-06', '2027-03-28', '2027-03-29', '2027-05-01', '2027-05-03', '2027-05-16', '2027-05-27',
  '2027-08-15', '2027-11-01', '2027-11-11', '2027-12-24', '2027-12-25', '2027-12-26',
  '2028-01-01', '2028-01-06', '2028-04-16', '2028-04-17', '2028-05-01', '2028-05-03', '2028-06-04', '2028-06-15',
  '2028-08-15', '2028-11-01', '2028-11-11', '2028-12-24', '2028-12-25', '2028-12-26',
]);
const iso = (t) => new Date(t).toISOString().slice(0, 10);
export const isHoliday = (date) => HOLIDAYS.has(date);

/**
 * Monday–Wednesday of a random week of `year` without a holiday: three working days.
 * 2027 by default; Jan's 2028 is reserved for absences-limits.test.js (its sums must not move). Weeks already handed out by this process are not repeated.
 */
const handedOut = new Set();
export function randomWeek(year = 2027) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const jan1 = Date.UTC(year, 0, 1);
    const firstMonday = jan1 + (((8 - new Date(jan1).getUTCDay()) % 7) * 86_400_000);
    const monday = firstMonday + 7 * 86_400_000 * Math.floor(Math.random() * 50);
    const days = [0, 1, 2].map((i) => iso(monday + i * 86_400_000));
    if (!days[2].startsWith(String(year)) || days.some((d) => HOLIDAYS.has(d)) || handedOut.has(days[0])) continue;
    handedOut.add(days[0]);
    return { from: days[0], middle: days[1], to: days[2], year };
  }
  throw new Error(`no free week left in ${year}`);
}

/**
 * Files annual leave (or `extra.requestTypeId`) over a fresh random week as `username`,
 * trying another week when an earlier run left a request there (409). Answers
 * { week, data } with the request details.
 */
export async function fileFresh(username, { year, extra = {} } = {}) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const week = randomWeek(year);
    const r = await call(username, 'POST', '/requests', { requestTypeId: 1, fromDate: week.from, toDate: week.to, ...extra });
    if (r.status === 409) continue;
    assert.equal(r.status, 200, `filing ${JSON.stringify({ week, extra })} as ${username}: ${JSON.stringify(r.body)}`);
    return { week, data: r.body.data };
  }
  throw new Error(`${username}: every tried week conflicts`);
}

/** Gives a request back whatever its state (test clean-up; never fails). */
export async function withdraw(id, applicant = 'employee', decider = 'admin') {
  try {
    const d = (await call('hr', 'GET', `/requests/${id}`)).body?.data;
    if (!d) return;
    if (d.requestStatusId === 1) {
      const r = await call(applicant, 'POST', `/requests/${id}/cancel`, {});
      if (r.status !== 200) await call(decider, 'POST', `/requests/${id}/reject`, { comment: 'test clean-up' });
    } else if (d.requestStatusId === 2) {
      await call(applicant, 'POST', `/requests/${id}/cancellation-request`, {});
      await call(decider, 'POST', `/requests/${id}/accept-cancellation`, {});
    } else if (d.requestStatusId === 5) {
      await call(decider, 'POST', `/requests/${id}/accept-cancellation`, {});
    }
  } catch {
    /* clean-up only */
  }
}

async function searchAll(username, criteria) {
  const out = [];
  for (let page = 1; page < 50; page += 1) {
    const r = await call(username, 'POST', '/employees/search', { ...criteria, page, pageSize: 100 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    out.push(...r.body.data);
    if (r.body.data.length === 0 || out.length >= r.body.total) break;
  }
  return out;
}

let organisation;
/**
 * The demo organisation as HR sees it, found at run time: everyone, the whole team below
 * each demo user, a member of 1003's team other than 1002, and an outsider who is in no
 * demo user's team (Admin at the top aside) and is no demo user.
 */
export async function org() {
  if (organisation) return organisation;
  const everyone = await searchAll('hr', {});
  const teams = {};
  for (const [name, u] of Object.entries(USERS)) {
    teams[name] = new Set((await searchAll('hr', { supervisorId: u.id, wholeTeam: true })).map((e) => e.employeeId));
  }
  const demoIds = new Set(Object.values(USERS).map((u) => u.id));
  const direct = (await searchAll('hr', { supervisorId: USERS.manager.id })).map((e) => e.employeeId);
  const teamMember = direct.find((id) => !demoIds.has(id));
  const covered = (id) => Object.entries(teams).some(([name, t]) => name !== 'admin' && t.has(id));
  const outsiders = everyone.map((e) => e.employeeId).filter((id) => !demoIds.has(id) && !covered(id));
  assert.ok(teamMember, `1003 has a generated team member besides 1002 (direct reports: ${direct})`);
  assert.ok(outsiders.length > 0, 'someone works outside every demo user’s team');
  const teamMembers = direct.filter((id) => !demoIds.has(id));
  organisation = { everyone, teams, teamMember, teamMembers, outsiders, outsider: outsiders[0] };
  return organisation;
}

/** Whether `username` may see rows of employee `id` (self, team below, or reads all). */
export async function sees(username, id) {
  const o = await org();
  return USERS[username].id === id || o.teams[username].has(id) || readsAll(username);
}

const LOCATION_MANAGER_ROLE = 9052;
/**
 * Whether `username` finds employee `id` in the people directory: `sees`, and for a location
 * manager also everyone at their own location (their requests stay the supervisors').
 */
export async function findsInDirectory(username, id) {
  if (await sees(username, id)) return true;
  if (!USERS[username].roles.includes(LOCATION_MANAGER_ROLE)) return false;
  const o = await org();
  const location = (employeeId) => o.everyone.find((e) => e.employeeId === employeeId)?.locationId;
  return location(id) !== undefined && location(id) === location(USERS[username].id);
}

let outsiderRow;
/** A seeded request of an outsider (see org()), as HR sees it in the report. */
export async function outsiderRequest() {
  if (outsiderRow) return outsiderRow;
  const o = await org();
  for (const id of o.outsiders) {
    const r = await call('hr', 'GET', `/requests/report?employee-id=${id}&page-size=1`);
    if (r.body?.data?.length) {
      outsiderRow = r.body.data[0];
      return outsiderRow;
    }
  }
  assert.fail('no outsider has a request in the demo data');
}
