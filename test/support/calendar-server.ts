// A calendar service on the loopback for tests and benches: serves one iCalendar text at a
// private-looking address, answers 304 to its ETag, and counts what it was asked and what it
// sent whole. Plain http on 127.0.0.1, which Stint accepts for the loopback only.
import { createServer, type Server } from 'node:http';

const ETAG = '"calendar"';

export class CalendarServer {
  asked = 0;
  sentWhole = 0;
  private constructor(
    private readonly server: Server,
    /** The calendar's address; its path holds `secret`. */
    readonly address: string,
  ) {}

  static async start(text: string, secret = 'private-0123456789abcdef'): Promise<CalendarServer> {
    let self: CalendarServer | null = null;
    const server = createServer((req, res) => {
      self!.asked++;
      if (req.headers['if-none-match'] === ETAG) {
        res.writeHead(304, { etag: ETAG });
        res.end();
        return;
      }
      self!.sentWhole++;
      res.writeHead(200, { 'content-type': 'text/calendar', etag: ETAG });
      res.end(text);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    self = new CalendarServer(server, `http://127.0.0.1:${port}/calendar/${secret}/basic.ics`);
    return self;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}
