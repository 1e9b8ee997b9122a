import { connect } from 'node:net';

/**
 * Sends `body` over a raw socket as a client would, with Content-Length or chunked
 * (Transfer-Encoding, no length), and reads the answer. The server may answer, stop reading and
 * close before the whole body is written: the answer is what counts (HTTP clients give up on such
 * a socket before they parse it).
 */
export function sendRaw(
  url: string,
  method: string,
  path: string,
  body: string,
  options: { chunked?: boolean; token?: string } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      // A chunked answer: "<hex length>\r\n<data>\r\n" pieces.
      const body = /transfer-encoding: chunked/i.test(head)
        ? rest
            .split('\r\n')
            .filter((_, i) => i % 2 === 1)
            .join('')
        : rest;
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    const headers = [
      `${method} /api${path} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      'Connection: close',
      options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Buffer.byteLength(body)}`,
      ...(options.token ? [`Authorization: Bearer ${options.token}`] : []),
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    // Never end our side first: the server answers, then closes (Connection: close).
    if (!options.chunked) return void socket.write(body);
    for (let at = 0; at < body.length; at += 64 * 1024) {
      const chunk = body.slice(at, at + 64 * 1024);
      socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
    }
    socket.write('0\r\n\r\n');
  });
}
