#!/usr/bin/env node
// The `wordrise` command (linked into the repository root's node_modules/.bin, so
// `pnpm --silent wordrise …` runs it): loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./wordrise.ts');
await main();
