// The session provider against a fake API: fetch is replaced by a small tRPC
// router served in memory, so requests and answers use the real wire format.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { TRPCError, initTRPC } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { ADMIN_TOKEN_KEY } from '@hair/domain';
import { createApiClient } from '../../lib/trpc';
import { SessionProvider } from './SessionProvider';
import { useSession, type Session } from './session-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const API_BASE = 'http://api.test/api';
const ADMIN = { id: 'u1', email: 'admin@shop.test', role: 'admin' as const, email_verified: true };
const BUYER = { id: 'u2', email: 'buyer@shop.test', role: 'user' as const, email_verified: false };
const PASSWORD = 'secret-pass';

// --- the fake API -------------------------------------------------------------------

const t = initTRPC.context<{ token: string | null }>().create({ transformer: superjson });
const sessions = new Map<string, typeof ADMIN | typeof BUYER>();
const credentials = (input: unknown) => input as { email: string; password: string };
const unauthorized = () => new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });

const fakeApi = t.router({
  auth: t.router({
    me: t.procedure.query(({ ctx }) => {
      const user = ctx.token ? sessions.get(ctx.token) : undefined;
      if (!user) throw unauthorized();
      return { user };
    }),
    login: t.procedure.input(credentials).mutation(({ input }) => {
      const user = [ADMIN, BUYER].find((u) => u.email === input.email);
      if (!user || input.password !== PASSWORD) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
      const token = `token-${sessions.size + 1}`;
      sessions.set(token, user);
      return { token, user };
    }),
    register: t.procedure.input(credentials).mutation(({ input }) => {
      if (input.email.toLowerCase() === ADMIN.email) throw new TRPCError({ code: 'CONFLICT', message: 'Email already registered' });
      const token = `token-${sessions.size + 1}`;
      const user = { ...BUYER, email: input.email };
      sessions.set(token, user);
      return { token, user };
    }),
    resetPassword: t.procedure.input((input) => input as { token: string; password: string }).mutation(({ input }) => {
      if (input.token !== 'reset-link') throw new TRPCError({ code: 'BAD_REQUEST', message: 'This reset link is invalid, used or expired. Ask for a new one.' });
      const token = `token-${sessions.size + 1}`;
      sessions.set(token, BUYER);
      return { token, user: BUYER };
    }),
    logout: t.procedure.mutation(({ ctx }) => {
      if (!ctx.token || !sessions.delete(ctx.token)) throw unauthorized();
    }),
  }),
});

interface SeenRequest {
  path: string;
  authorization: string | null;
}
let seen: SeenRequest[] = [];
/** Replaces the whole server for one test: e.g. a proxy error page or no network. */
let outage: (() => Promise<Response>) | null = null;

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const req = new Request(input, init);
  seen.push({ path: new URL(req.url).pathname.replace('/api/trpc/', ''), authorization: req.headers.get('authorization') });
  if (outage) return outage();
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: fakeApi,
    createContext: () => ({ token: req.headers.get('authorization')?.replace(/^Bearer /, '') ?? null }),
  });
});

// --- rendering ----------------------------------------------------------------------

let root: Root | null = null;
let current: Session | null = null;

/** Hands each rendered session to the test. */
function Probe() {
  const rendered = useSession();
  useEffect(() => {
    current = rendered;
  });
  return null;
}

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(<SessionProvider client={createApiClient({ apiBase: API_BASE })}><Probe /></SessionProvider>));
}

function session(): Session {
  if (!current) throw new Error('not mounted');
  return current;
}

/** Runs a session action and lets React apply what it changed. */
async function run<T>(action: (s: Session) => Promise<T>): Promise<T> {
  let result!: T;
  await act(async () => {
    result = await action(session());
  });
  return result;
}

/** Waits until the session check is answered and rendered (React renders when each act() ends). */
async function settle() {
  await vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(session().loading).toBe(false);
  });
}

beforeEach(() => {
  sessions.clear();
  seen = [];
  outage = null;
  localStorage.clear();
  vi.stubGlobal('fetch', fakeFetch);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  current = null;
  vi.unstubAllGlobals();
});

// --- tests ----------------------------------------------------------------------------

describe('SessionProvider', () => {
  it('ends signed out at once when no token is stored, without asking the server', async () => {
    await mount();
    expect(session()).toMatchObject({ user: null, isAdmin: false, loading: false });
    expect(seen).toEqual([]);
  });

  it('is loading while a stored token is checked, then sets the admin from auth.me', async () => {
    sessions.set('stored', ADMIN);
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored');
    await mount();
    await settle();
    expect(session()).toMatchObject({ user: { id: 'u1', email: 'admin@shop.test', role: 'admin' }, isAdmin: true, loading: false });
    expect(seen[0]).toEqual({ path: 'auth.me', authorization: 'Bearer stored' });
  });

  it('starts in the loading state when a token is stored', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored');
    let release: (() => void) | undefined;
    outage = () => new Promise((resolve) => (release = () => resolve(new Response('', { status: 503 }))));
    await mount();
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(session()).toMatchObject({ user: null, isAdmin: false, loading: true });
    release?.();
    await settle();
    expect(session()).toMatchObject({ user: null, isAdmin: false, loading: false });
  });

  it('sets isAdmin only for the admin role', async () => {
    sessions.set('stored', BUYER);
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored');
    await mount();
    await settle();
    expect(session()).toMatchObject({ user: { email: 'buyer@shop.test', role: 'user' }, isAdmin: false });
  });

  it('discards a token the server rejects and ends signed out', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    await mount();
    await settle();
    expect(session()).toMatchObject({ user: null, isAdmin: false, loading: false });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('signIn stores the token under admin_token, fetches the user and sets the flag', async () => {
    await mount();
    expect(await run((s) => s.signIn(ADMIN.email, PASSWORD))).toEqual({});
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-1');
    expect(session()).toMatchObject({ user: { email: ADMIN.email }, isAdmin: true, loading: false });
    expect(seen.map((r) => r.path)).toEqual(['auth.login', 'auth.me']);
    expect(seen[1]?.authorization).toBe('Bearer token-1');
  });

  it("signIn returns the server's message on bad credentials and stores nothing", async () => {
    await mount();
    expect(await run((s) => s.signIn(ADMIN.email, 'wrong-pass'))).toEqual({ error: 'Invalid email or password' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(session().user).toBeNull();
  });

  it("signIn says 'Login failed' when the answer has no readable body", async () => {
    await mount();
    outage = async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    expect(await run((s) => s.signIn(ADMIN.email, PASSWORD))).toEqual({ error: 'Login failed' });
  });

  it('signIn returns the network error when the server cannot be reached', async () => {
    await mount();
    outage = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await run((s) => s.signIn(ADMIN.email, PASSWORD))).toEqual({ error: 'Failed to fetch' });
  });

  it('signUp creates the account and signs it in, or returns the server message', async () => {
    await mount();
    expect(await run((s) => s.signUp('new@shop.test', PASSWORD))).toEqual({});
    expect(seen.map((r) => r.path)).toEqual(['auth.register', 'auth.me']);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-1');
    expect(session().user).toEqual({ id: BUYER.id, email: 'new@shop.test', role: 'user' });
    expect(await run((s) => s.signUp('ADMIN@shop.test', PASSWORD))).toEqual({ error: 'Email already registered' });
  });

  it('resetPassword signs in with the token the reset answers, or returns the server message', async () => {
    await mount();
    expect(await run((s) => s.resetPassword('made-up', 'new-password-1'))).toEqual({ error: 'This reset link is invalid, used or expired. Ask for a new one.' });
    expect(session().user).toBeNull();
    expect(await run((s) => s.resetPassword('reset-link', 'new-password-1'))).toEqual({});
    expect(session().user).toEqual({ id: BUYER.id, email: BUYER.email, role: 'user' });
  });

  it('signOut ends the session on the server, removes the token and clears user and flag', async () => {
    await mount();
    await run((s) => s.signIn(ADMIN.email, PASSWORD));
    await run((s) => s.signOut());
    expect(seen.at(-1)).toEqual({ path: 'auth.logout', authorization: 'Bearer token-1' });
    expect(sessions.size).toBe(0);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(session()).toMatchObject({ user: null, isAdmin: false, loading: false });
  });

  it('signOut still signs out locally when the server cannot be reached', async () => {
    await mount();
    await run((s) => s.signIn(ADMIN.email, PASSWORD));
    outage = () => Promise.reject(new TypeError('Failed to fetch'));
    await run((s) => s.signOut());
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(session()).toMatchObject({ user: null, isAdmin: false });
  });

  it('useSession outside the provider says what is missing', async () => {
    const host = document.createElement('div');
    root = createRoot(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(act(async () => root?.render(<Probe />))).rejects.toThrow('useSession must be used inside <SessionProvider>');
    errors.mockRestore();
  });
});
