// A ceiling server, run as a child of the bench: it answers GET /api/products
// with fixed bytes from memory (the body the real server gave for
// /api/products?limit=24), so the only work left is HTTP itself.
//   node ceiling.mjs express|http <body file> <content type>
// Reports its port over IPC (on stdout when started by hand); exits when the
// bench disconnects or on SIGTERM.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [kind, bodyFile, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile);

let handler;
if (kind === 'express') {
  // A bare Express 5 app with its defaults (weak ETag included, as on the real server).
  const { default: express } = await import('express');
  const app = express();
  app.get('/api/products', (_req, res) => {
    res.set('Content-Type', contentType);
    res.send(body);
  });
  handler = app;
} else if (kind === 'http') {
  handler = (_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
  };
} else {
  console.error(`unknown ceiling kind: ${kind} (express or http)`);
  process.exit(2);
}

const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Under the bench: over IPC. Started by hand (e.g. with --cpu-prof): on stdout.
  if (process.send) process.send({ port });
  else console.log(`${kind} ceiling on http://127.0.0.1:${port}/api/products`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
