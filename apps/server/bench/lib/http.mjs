// Small HTTP helpers for the bench: one-shot GETs without keep-alive (so no
// socket of ours holds the server open at shutdown) and a free-port finder.
import http from 'node:http';
import net from 'node:net';

/** GET a URL; resolves with status, headers and the raw body bytes (still compressed, if they were). */
export function get(url, { timeoutMs = 5000, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms: GET ${url}`)));
    req.on('error', reject);
  });
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Parses a JSON body, or throws an error naming the request. */
export function parseJson(label, response) {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new Error(`${label}: the body is not JSON (${response.body.length} bytes, starts with ${JSON.stringify(response.body.subarray(0, 80).toString('utf8'))})`);
  }
}
