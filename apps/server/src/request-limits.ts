// What the API reads of a request before any procedure runs. Bodies: who sends
// them decides how much is read (the session is checked first): an admin's upload
// carries a 5 MB image as a data URL, while everything anyone else may send (sign-in,
// sign-up, the contact form, a review) fits in a few KB. tRPC batches: each call
// counts against the rate limits on its own, and a batch holds at most 10 of them.
import express, { type NextFunction, type Request, type Response } from 'express';
import { bearerToken, INPUT_GUARD_MESSAGES, MAX_INPUT_DEPTH, requestSession, takesFileBody, type AppDeps } from '@hair/api';
import { isAdminRole } from '@hair/domain';

/** Admits a 5 MB image sent as a base64 data URL inside JSON (4/3 of 5 MB, plus room for the rest). */
export const ADMIN_BODY_LIMIT = 7 * 1024 * 1024;
/** Anonymous and non-admin bodies. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
export const MAX_BATCH_CALLS = 10;

export const REQUEST_LIMIT_MESSAGES = {
  notJson: 'Request body must be JSON (Content-Type: application/json)',
  batchTooLarge: (calls: number) => `A batch may hold at most ${MAX_BATCH_CALLS} calls (this one has ${calls})`,
  bodyTooLarge: (limitBytes: number) =>
    `Request body too large (max ${limitBytes >= 1024 * 1024 ? `${limitBytes / (1024 * 1024)} MB` : `${limitBytes / 1024} KB`})`,
} as const;

/** The input guard names the field of an input nested too deeply; a tRPC batch wraps each input in two more levels. */
const MAX_BODY_DEPTH = MAX_INPUT_DEPTH + 3;

/**
 * True when the JSON text nests objects and arrays deeper than `max`. A single scan
 * over the bytes, run before JSON.parse: a body of 50,000 nested brackets parses
 * fine, but every later step that walks it recursively (serializing it again for
 * tRPC, for one) would overflow the stack.
 */
export function jsonNestsDeeperThan(body: Buffer, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i]!;
    if (inString) {
      if (byte === 0x5c) i += 1; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === 0x7d || byte === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

export class TooDeep extends Error {
  readonly status = 400;
  readonly expose = true;
  constructor() {
    super(INPUT_GUARD_MESSAGES.tooDeep);
  }
}

function refuseDeepNesting(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonNestsDeeperThan(body, MAX_BODY_DEPTH)) throw new TooDeep();
}

const declaredLength = (req: Request) => Number(req.headers['content-length'] ?? 0);

/** A body that has bytes (a POST with Content-Length: 0 has none). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || declaredLength(req) > 0;
}

/**
 * Parses JSON bodies up to the sender's limit; a body of another type is refused with 415.
 * A route that takes a file (a video upload) reads its own body, with its own limit.
 */
export function jsonBodies(deps: AppDeps) {
  // Not strict: a JSON value that is not an object reaches the route, which names the problem.
  const adminJson = express.json({ limit: ADMIN_BODY_LIMIT, strict: false, verify: refuseDeepNesting });
  const publicJson = express.json({ limit: PUBLIC_BODY_LIMIT, strict: false, verify: refuseDeepNesting });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!hasBody(req) || takesFileBody(req.method, req.path)) return next();
    if (!req.is('application/json')) return void res.status(415).json({ error: REQUEST_LIMIT_MESSAGES.notJson });
    requestSession(deps, req).then((session) => {
      if (isAdminRole(session?.user.role)) return adminJson(req, res, next);
      // An admin whose session ended mid-upload is told so, not that the image is too large.
      if (!session && bearerToken(req.headers.authorization) && declaredLength(req) > PUBLIC_BODY_LIMIT) {
        return void res.status(401).json({ error: 'Not authenticated' });
      }
      publicJson(req, res, next);
    }, next);
  };
}

/** Refuses a tRPC batch of more than MAX_BATCH_CALLS calls before its body is read (mount at /api/trpc). */
export function batchCap(req: Request, res: Response, next: NextFunction): void {
  // Read as tRPC reads it: the first `batch` parameter.
  if (new URLSearchParams(req.url.split('?')[1] ?? '').get('batch') !== '1') return next();
  const calls = req.path.replace(/^\//, '').split(',').length;
  if (calls > MAX_BATCH_CALLS) return void res.status(413).json({ error: REQUEST_LIMIT_MESSAGES.batchTooLarge(calls) });
  next();
}
