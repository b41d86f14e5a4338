// The JavaScript a route loads on its first visit, from the build's manifests:
// the root main files (React, Next's runtime, Turbopack's loader) plus the route's
// own entry chunks (layout + page). Prints raw and gzip sizes.
// Usage: pnpm --filter @wordrise/web run size [route …]   (after `next build`)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const next = path.resolve(import.meta.dirname, '..', '.next');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/game/[id]', '/lobby', '/'];
const build = JSON.parse(fs.readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));

function entryFiles(route) {
  const file = path.join(next, 'server', 'app', route, 'page_client-reference-manifest.js');
  const sandbox = {};
  new Function('globalThis', fs.readFileSync(file, 'utf8'))(sandbox);
  const manifest = sandbox.__RSC_MANIFEST[`${route === '/' ? '' : route}/page`];
  return Object.values(manifest.entryJSFiles).flat();
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
for (const route of routes) {
  const files = [...new Set([...build.rootMainFiles, ...entryFiles(route)])];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(next, f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${route}: ${files.length} files, ${kb(raw)} raw, ${kb(gz)} gzip`);
}
