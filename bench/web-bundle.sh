#!/usr/bin/env bash
# Prints the web app's initial JavaScript (the entry chunk of index.html and every chunk it
# imports statically) and the total JavaScript, gzip-compressed, and checks the budget.
# Usage: bench/web-bundle.sh [--rebuild]      Budget: KADRY_WEB_BUDGET_KB (default 200).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WEB="$ROOT/web"
DIST="$WEB/dist"
BUDGET_KB="${KADRY_WEB_BUDGET_KB:-200}"

if [ "${1:-}" = "--rebuild" ] || [ ! -f "$DIST/index.html" ]; then
  [ -d "$WEB/node_modules" ] || (cd "$WEB" && npm ci --no-audit --no-fund --loglevel=error)
  (cd "$WEB" && npm run build --silent >/dev/null)
fi

node --input-type=module - "$DIST" "$BUDGET_KB" <<'JS'
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist, budgetKb] = [process.argv[2], Number(process.argv[3])];
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';

// Entry scripts and modulepreloads named by index.html.
const fromHtml = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
  .map((m) => join(dist, m[1].replace(/^\//, '')));
// Static imports (not import()) of a chunk: `import ... from "./x.js"` and `import "./x.js"`.
const staticImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)].map((m) => resolve(dirname(file), m[1]));

const initial = new Set();
const queue = [...fromHtml];
while (queue.length) {
  const f = queue.shift();
  if (initial.has(f)) continue;
  initial.add(f);
  queue.push(...staticImports(f));
}
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => join(dist, 'assets', f));

let initialTotal = 0;
console.log('initial JavaScript (gzip):');
for (const f of [...initial].sort()) {
  const size = gz(f);
  initialTotal += size;
  console.log(`  ${kb(size)}  ${relative(dist, f)}`);
}
const total = allJs.reduce((sum, f) => sum + gz(f), 0);
console.log(`initial JS: ${kb(initialTotal).trim()} gzip in ${initial.size} file(s)`);
console.log(`total JS:   ${kb(total).trim()} gzip in ${allJs.length} file(s) (${allJs.length - initial.size} lazy)`);
const ok = initialTotal <= budgetKb * 1024;
console.log(`budget:     ${budgetKb} KB initial -> ${ok ? 'OK' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
JS
