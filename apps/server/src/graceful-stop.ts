// Stopping without dropping a request: the listening socket closes (new connections
// go to another server), each open connection finishes what it is answering, and
// every answer from now on says `Connection: close`, so that a client sends its next
// request on a new connection instead of onto one that is about to close. Idle
// connections end on their keep-alive timeout; whatever is left after `graceMs` is cut.
import net from 'node:net';
import type { Server } from 'node:http';

export interface StopHandlers {
  onClosed(): void;
  /** Called when connections were still open after the grace time and were cut. */
  onForced?(): void;
}

export function stopGracefully(server: Server, graceMs: number, { onClosed, onForced }: StopHandlers): void {
  server.prependListener('request', (_req, res) => {
    res.shouldKeepAlive = false;
  });
  const force = setTimeout(() => {
    onForced?.();
    server.closeAllConnections();
  }, graceMs);
  force.unref();
  // http.Server#close would also close the connections idle at this instant, and a
  // request a client is sending on one of them right now would meet a reset.
  net.Server.prototype.close.call(server, () => {
    clearTimeout(force);
    onClosed();
  });
}
