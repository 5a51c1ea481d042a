import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, portIsFree } from "./free-port.ts";

describe("loopback ports", () => {
  it("finds a free port, and tells it apart from one in use", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await portIsFree(port)).toBe(true);
    const server = createServer();
    await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
    try {
      expect(await portIsFree(port)).toBe(false);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
