import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real Postgres or Redis, to cut a dependency under a running app
 * the way a network fault would: `forward` passes bytes through; `refuse` drops every open connection and
 * closes the port (new connections get ECONNREFUSED); `blackhole` drops every open connection and accepts
 * new ones that then never answer (the client's connect timeout has to fire).
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly open = new Set<net.Socket>();
  private mode: 'forward' | 'blackhole' = 'forward';
  private listeningPort = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.listeningPort;
  }

  /** Listens on an ephemeral port (or the one it had before, so clients' URLs stay valid). */
  async start(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listeningPort, '127.0.0.1', () => resolve());
    });
    this.listeningPort = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Passes connections through again; a closed port is reopened. */
  async forward(): Promise<void> {
    this.dropAll();
    this.mode = 'forward';
    if (!this.server) await this.start();
  }

  /** Drops all open connections and refuses new ones. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    // close() stops accepting at once but calls back only when the open connections are gone.
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    this.dropAll();
    await closed;
  }

  /** Drops all open connections and lets new ones hang without an answer. */
  async blackhole(): Promise<void> {
    this.mode = 'blackhole';
    this.dropAll();
    if (!this.server) await this.start();
  }

  async stop(): Promise<void> {
    await this.refuse();
  }

  private dropAll(): void {
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  private track(socket: net.Socket): void {
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'blackhole') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }
}
