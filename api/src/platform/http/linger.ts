// Closing a connection whose request body was not read to its end: the body limit's 413 and 408
// (read-body.ts) and storage's object limit answer with `Connection: close` and stop reading. Node
// then closes the socket as soon as the answer is out, and the kernel answers the bytes that still
// arrive with a reset: a client that is still sending (a browser uploading 50 MB) loses the answer
// it had not read yet (Linux drops a socket's unread bytes when a reset arrives), or fails its next
// write (EPIPE), and shows a network error instead of the 413 and its code. Go's net/http (so
// GoTrue) half-closes and waits 500 ms in that case (closeWriteAndWait), nginx lingers
// (lingering_close). This does the same: the answer's side of the socket is closed, what still
// arrives is read and dropped, and the socket closes when the client closes its side or after `ms`.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP server calls once the last answer of a `Connection: close` socket is out. */
type ClosingSocket = Socket & { destroySoon?: () => void };

export function lingerBeforeClose(server: Server, ms: number): void {
  if (ms <= 0) return;
  const current = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => current.set(request.socket, request));
  server.on('connection', (socket: ClosingSocket) => {
    const destroySoon = socket.destroySoon?.bind(socket);
    if (!destroySoon) return;
    let lingering = false;
    socket.destroySoon = () => {
      const request = current.get(socket);
      // A request read to its end (or none): nothing more arrives, close as Node does.
      if (!request || request.complete || socket.destroyed) return destroySoon();
      if (lingering) return;
      lingering = true;
      if (socket.writable) socket.end();
      const timer = setTimeout(() => socket.destroy(), ms);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      // The client read the answer and closed its side: nothing more will come.
      socket.once('end', () => socket.destroy());
      // The request was paused where its limit was hit; flowing without a listener drops the bytes.
      request.resume();
    };
  });
}
