// HTTP with manual redirects and a tiny cookie jar (one jar = one browser).

export class CookieJar {
  #cookies = new Map();
  #raw = new Map();

  /** Takes every Set-Cookie of a response; expired or emptied cookies are dropped. */
  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      this.#raw.set(name, line);
      const expired = attrs.some((a) => {
        const [k, v = ''] = a.split('=').map((x) => x.trim());
        if (/^max-age$/i.test(k)) return Number(v) <= 0;
        if (/^expires$/i.test(k)) return Date.parse(a.slice(a.indexOf('=') + 1)) < Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The last Set-Cookie line seen for `name` (to check HttpOnly, SameSite, ...). */
  setCookieLine(name) {
    return this.#raw.get(name);
  }

  get(name) {
    return this.#cookies.get(name);
  }

  set(name, value) {
    this.#cookies.set(name, value);
  }

  delete(name) {
    this.#cookies.delete(name);
  }

  has(name) {
    return this.#cookies.has(name);
  }

  get size() {
    return this.#cookies.size;
  }

  header() {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clone() {
    const j = new CookieJar();
    for (const [k, v] of this.#cookies) j.set(k, v);
    return j;
  }
}

/**
 * fetch() that never follows redirects, sends and stores the jar's cookies and gives
 * up after `timeoutMs`. `form` is sent as application/x-www-form-urlencoded, `json`
 * as application/json.
 */
export async function request(url, { method = 'GET', headers = {}, body, form, json, jar, bearer, timeoutMs = 15000 } = {}) {
  const h = new Headers(headers);
  if (jar && jar.size > 0) h.set('cookie', jar.header());
  if (bearer) h.set('authorization', `Bearer ${bearer}`);
  let payload = body;
  if (form !== undefined) {
    payload = new URLSearchParams(form).toString();
    h.set('content-type', 'application/x-www-form-urlencoded');
  } else if (json !== undefined) {
    payload = JSON.stringify(json);
    h.set('content-type', 'application/json');
  }
  const res = await fetch(url, {
    method,
    headers: h,
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (jar) jar.store(res);
  return res;
}

/** Reads a JSON body, failing with the raw text when it is not JSON. */
export async function readJson(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`expected a JSON body from ${res.url || 'response'} (status ${res.status}), got: ${text.slice(0, 500)}`);
  }
}

export function describeResponse(res, text = '') {
  return `status ${res.status}, location ${res.headers.get('location')}, content-type ${res.headers.get('content-type')}, body ${String(text).slice(0, 400)}`;
}
