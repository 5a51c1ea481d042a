/**
 * Brevo's API and an SMTP server on loopback, speaking the real protocols: for the tests of the
 * delivery, and for `npm run docs:screenshots`, whose site must send nothing out.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Socket } from "node:net";

/** One request the Brevo stand-in received. */
export interface BrevoRequest {
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
  /** The status the stand-in answered. */
  status?: number;
}

export type BrevoReply = { status: number; headers?: Record<string, string>; body?: unknown };

/** A Brevo API on loopback that answers each request with `reply`. */
export async function startBrevoStandIn(reply: (request: BrevoRequest, index: number) => BrevoReply) {
  const requests: BrevoRequest[] = [];
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const request = {
        path: req.url ?? "",
        apiKey: req.headers["api-key"] as string | undefined,
        body: JSON.parse(raw || "{}"),
      };
      requests.push(request);
      const answer = reply(request, requests.length - 1);
      Object.assign(request, { status: answer.status });
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received e-mail: envelope and raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer can talk to, on loopback. `refuse(n)`
 * gives the reply code for the n-th message (e.g. 451 to make a delivery fail). With `auth`,
 * it offers AUTH PLAIN and accepts only those credentials (535 otherwise).
 */
export async function startSmtpStandIn(
  refuse: (index: number) => number | undefined = () => undefined,
  { auth }: { auth?: { user: string; pass: string } } = {},
) {
  const mails: ReceivedMail[] = [];
  let attempts = 0;
  const server = createTcpServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say("220 localhost ESMTP stand-in");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const code = refuse(attempts++);
          if (code) say(`${code} refused by the stand-in`);
          else {
            mails.push(current);
            say("250 OK queued");
          }
          current = { from: "", to: [], data: "" };
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" && auth) say("250-localhost\r\n250 AUTH PLAIN");
        else if (verb === "EHLO" || verb === "HELO") say("250 localhost");
        else if (verb === "AUTH") {
          const [, user, pass] = Buffer.from(line.split(" ")[2] ?? "", "base64")
            .toString("utf8")
            .split("\0");
          say(!auth || (user === auth.user && pass === auth.pass) ? "235 Authenticated" : "535 Bad credentials");
        } else if (verb === "MAIL") {
          current.from = /<(.*)>/.exec(line)?.[1] ?? "";
          say("250 OK");
        } else if (verb === "RCPT") {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? "");
          say("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          say("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "QUIT") {
          say("221 Bye");
          socket.end();
        } else say("250 OK");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
