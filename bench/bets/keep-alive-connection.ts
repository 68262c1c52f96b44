// One keep-alive HTTP/1.1 connection that carries one request at a time, as
// lean as a load generator can be (the way wrk is): the request head is built
// once per connection and each request is a single socket write; the answer is
// read by its Content-Length. On a 2-core machine the load generator takes its
// CPU from the server and PostgreSQL it measures, and pgbench, the other side of
// the comparison, is a lean C client: undici costs about 65 µs of CPU a
// request here, this about a third of that.
import net from 'node:net';

export interface Reply {
  status: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class KeepAliveConnection {
  private socket: net.Socket | null = null;
  private chunks: Buffer[] = [];
  private waiting: { resolve(reply: Reply): void; reject(error: Error): void } | null = null;

  private readonly host: string;
  private readonly port: number;
  private readonly headers: Record<string, string>;

  /** `headers` are sent with every request (Host is added). */
  constructor(host: string, port: number, headers: Record<string, string>) {
    this.host = host;
    this.port = port;
    this.headers = headers;
  }

  /** Sends one request with its own extra headers; the connection must be idle. */
  request(method: 'GET' | 'POST', path: string, body = '', extraHeaders: Record<string, string> = {}): Promise<Reply> {
    if (this.waiting) return Promise.reject(new Error('a request is already in flight on this connection'));
    const socket = this.socket ?? this.connect();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries({ ...this.headers, ...extraHeaders })) head += `${name}: ${value}\r\n`;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(`${head}\r\n${body}`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private connect(): net.Socket {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.answer();
    });
    const fail = (error: Error) => {
      if (this.socket === socket) this.socket = null;
      this.chunks = [];
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
    this.socket = socket;
    return socket;
  }

  /** Resolves the request in flight once its whole answer is in. */
  private answer(): void {
    const data = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = [data];
    const headEnd = data.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = data.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      // The API answers with a length; anything else would be misread, so say so instead of guessing.
      this.close();
      this.waiting?.reject(new Error(`answer without Content-Length: ${head.split('\r\n')[0]}`));
      this.waiting = null;
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length);
    if (data.length < end) return;
    this.chunks = data.length > end ? [data.subarray(end)] : [];
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status: Number(head.slice(9, 12)), body: data.toString('utf8', headEnd + HEAD_END.length, end) });
  }
}
