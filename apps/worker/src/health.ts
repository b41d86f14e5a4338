import http from 'node:http';

/**
 * An optional HTTP endpoint answering 200 while this worker process is running
 * its queue: for process supervisors, load balancers' health checks and the
 * browser tests, which wait for it before starting.
 */
export function startHealthServer(port: number, describe: () => object): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === '/health' ? JSON.stringify({ ok: true, ...describe() }) : '{}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
