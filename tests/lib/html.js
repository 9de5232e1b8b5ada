// Just enough HTML reading for the login page: tags, attributes, entities.

export function decodeEntities(s) {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Attributes of one start tag (`<input type="hidden" name="req" value="...">`). */
export function parseAttributes(tag) {
  const attrs = {};
  const inner = tag.replace(/^<\s*[\w-]+/, '').replace(/\/?>$/, '');
  const re = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m;
  while ((m = re.exec(inner)) !== null) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    attrs[m[1].toLowerCase()] = decodeEntities(value);
  }
  return attrs;
}

/** Every start tag with the given name, as attribute maps. */
export function findTags(html, name) {
  const re = new RegExp(`<${name}\\b[^>]*>`, 'gi');
  return [...html.matchAll(re)].map((m) => parseAttributes(m[0]));
}

/**
 * The login form of the page: its absolute action URL and every named input's value
 * (hidden `req` and `csrf` among them).
 */
export function parseLoginForm(html, pageUrl) {
  const forms = findTags(html, 'form');
  const form = forms.find((f) => (f.method ?? 'get').toLowerCase() === 'post') ?? forms[0];
  if (!form) throw new Error(`no <form> on ${pageUrl}: ${html.slice(0, 300)}`);
  const action = new URL(form.action ? form.action : pageUrl, pageUrl);
  const fields = {};
  const hidden = {};
  for (const input of findTags(html, 'input')) {
    if (!input.name) continue;
    fields[input.name] = input.value ?? '';
    if ((input.type ?? '').toLowerCase() === 'hidden') hidden[input.name] = input.value ?? '';
  }
  return { action, method: (form.method ?? 'get').toUpperCase(), fields, hidden };
}

/** Visible text with tags, scripts and styles removed, whitespace collapsed. */
export function visibleText(html) {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
