// Imported first by server.ts, before anything reads the environment: `next start` runs in
// production mode whatever NODE_ENV says, and so does the server entry (`--dev` is `next dev`).
// eslint-disable-next-line no-restricted-properties -- sets, not reads, the mode the app's env.ts then reads
Object.assign(process.env, {
  NODE_ENV: process.argv.includes('--dev') ? 'development' : 'production',
});
