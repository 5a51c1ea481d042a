import { describe, expect, it } from "vitest";
import { retryKey } from "./retry-key.ts";

describe("retryKey", () => {
  it("keeps the key for the same body, renews it when the body changes or after success", () => {
    let n = 0;
    const keys = retryKey(() => `key-${++n}`);
    const body = { email: "a@b.fr", message: "Bonjour" };
    expect(keys.keyFor(body)).toBe("key-1");
    expect(keys.keyFor({ ...body })).toBe("key-1");
    expect(keys.keyFor({ ...body, message: "Bonjour !" })).toBe("key-2");
    keys.settle();
    expect(keys.keyFor({ ...body, message: "Bonjour !" })).toBe("key-3");
  });

  it("uses random UUIDs by default", () => {
    const key = retryKey().keyFor({ a: 1 });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
