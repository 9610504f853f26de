// fetch against a server of the test: a JSON body is serialised, `token` becomes a bearer header.
import { expect, vi } from 'vitest';

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface HttpClient {
  baseUrl: string;
  request(method: string, pathname: string, options?: RequestOptions): Promise<Response>;
  /** The answer with its body parsed as JSON (undefined when empty). */
  json<T = unknown>(method: string, pathname: string, options?: RequestOptions): Promise<{ status: number; body: T; headers: Headers }>;
  /** A POST that must answer 201; resolves to the response body. */
  created<T = unknown>(pathname: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<T>;
}

export function httpClient(baseUrl: string): HttpClient {
  const request: HttpClient['request'] = (method, pathname, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return fetch(baseUrl + pathname, { method, headers, body });
  };
  const json: HttpClient['json'] = async (method, pathname, options) => {
    const res = await request(method, pathname, options);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never, headers: res.headers };
  };
  return {
    baseUrl,
    request,
    json,
    async created(pathname, options) {
      const res = await json<never>('POST', pathname, options);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    },
  };
}

interface BatchItem {
  result?: { data: { json: unknown } };
  error?: { json: { message: string; data: { httpStatus: number } } };
}

/**
 * One HTTP request carrying one tRPC call of `procedure` per input; `statuses` holds each
 * call's HTTP status. Mutations are a POST with the inputs in the body; queries a GET
 * with them in the URL, as tRPC's client sends them.
 */
export async function trpcBatch(client: HttpClient, procedure: string, inputs: unknown[], headers: Record<string, string> = {}, method: 'POST' | 'GET' = 'POST') {
  const calls = Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }]));
  const path = `/api/trpc/${inputs.map(() => procedure).join(',')}?batch=1`;
  const res =
    method === 'GET'
      ? await client.request('GET', `${path}&input=${encodeURIComponent(JSON.stringify(calls))}`, { headers })
      : await client.request('POST', path, { body: calls, headers });
  const json = (await res.json()) as BatchItem[] | { error: string };
  const statuses = Array.isArray(json) ? json.map((item) => item.error?.json.data.httpStatus ?? 200) : [];
  return { status: res.status, headers: res.headers, json, statuses };
}

/**
 * Reads `path` until the server answers it from memory (X-Cache: hit); resolves to that
 * answer's text. A write's notice may still be on its way and clear the first answer kept.
 */
export function cachedRead(client: HttpClient, path: string): Promise<string> {
  return vi.waitFor(async () => {
    const res = await client.request('GET', path);
    if (res.headers.get('x-cache') !== 'hit') throw new Error(`${path} is not answered from memory`);
    return res.text();
  }, { timeout: 3000, interval: 20 });
}
