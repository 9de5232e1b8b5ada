/** Cookies of docs/product.md §9: path '/', max age 30 days. */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// RFC 6265 cookie-octet: visible ASCII except '"', ',', ';' and '\'.
const VALID_COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

export function setCookie(name: string, value: string, doc: Document = document) {
  const encoded = encodeURIComponent(value);
  if (!VALID_COOKIE_VALUE.test(encoded)) throw new Error(`invalid cookie value for ${name}`);
  doc.cookie = `${name}=${encoded}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function getCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
    const i = part.indexOf('=');
    if (part.slice(0, i) === name) {
      try {
        return decodeURIComponent(part.slice(i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}
