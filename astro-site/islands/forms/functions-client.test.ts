import { describe, expect, it } from "vitest";
import { functionsBaseUrl } from "./functions-client.ts";

describe("functionsBaseUrl", () => {
  it("defaults to /functions/v1 on the page's origin", () => {
    expect(functionsBaseUrl(undefined, "https://www.exemple.fr")).toBe("https://www.exemple.fr/functions/v1");
    expect(functionsBaseUrl("  ", "http://127.0.0.1:4321")).toBe("http://127.0.0.1:4321/functions/v1");
  });

  it("resolves a relative address and keeps an absolute one, without a trailing slash", () => {
    expect(functionsBaseUrl("/api/fonctions/", "https://www.exemple.fr")).toBe("https://www.exemple.fr/api/fonctions");
    expect(functionsBaseUrl("https://api.exemple.fr/functions/v1", "https://www.exemple.fr")).toBe(
      "https://api.exemple.fr/functions/v1",
    );
  });
});
