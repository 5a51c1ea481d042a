import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST as the stand-in received it. */
export interface IndexNowReceived {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/**
 * The IndexNow endpoint, played on 127.0.0.1 for the tests (unit and browser): real HTTP, it
 * records each JSON body and answers with the next status of `answers` (then the last one again).
 */
export interface IndexNowStandIn {
  url: string;
  received: IndexNowReceived[];
  /** Sets the statuses the next POSTs answer with, in order. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startIndexNowStandIn(port = 0): Promise<IndexNowStandIn> {
  const received: IndexNowReceived[] = [];
  let answers: number[] = [200];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST") {
        response.writeHead(405).end();
        return;
      }
      received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as IndexNowReceived);
      const status = answers.length > 1 ? (answers.shift() as number) : (answers[0] ?? 200);
      // No keep-alive: an idle socket closed by the server mid-test would read as ECONNRESET.
      response.writeHead(status, { "content-type": "text/plain", connection: "close" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/indexnow`,
    received,
    answer(...statuses) {
      answers = statuses.length ? statuses : [200];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
