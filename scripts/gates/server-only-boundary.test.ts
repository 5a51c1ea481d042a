import { describe, expect, it } from "vitest";
import { clientToServerOnlyChains, projectSources } from "./server-only-boundary.ts";

const STORE = 'import "server-only";\nexport const store = {};\n';

describe("the client/server boundary", () => {
  it("holds in this project: no client component reaches a server-only module", () => {
    const sources = projectSources(process.cwd());
    // The walk really covers the project: client components, server-only modules, the actions.
    expect([...sources.values()].filter((source) => source.includes('"use client"')).length).toBeGreaterThan(10);
    expect(sources.get("lib/server/site-store/index.ts")).toContain('import "server-only"');
    expect(clientToServerOnlyChains(sources)).toEqual([]);
  });

  it("catches this project's cookie banner made to import the store through the storage helpers", () => {
    const sources = projectSources(process.cwd());
    const storage = sources.get("lib/browser/storage.ts");
    expect(storage).toBeDefined();
    sources.set("lib/browser/storage.ts", `import { openStore } from "../server/site-store/index.ts";\n${storage}`);
    expect(clientToServerOnlyChains(sources)).toContain(
      "components/behaviours/CookieBanner.tsx → lib/browser/storage.ts → lib/server/site-store/index.ts",
    );
  });

  it("names the chain when a client component imports the store, directly or through a helper", () => {
    const sources = new Map([
      ["components/Bad.tsx", '"use client";\nimport { helper } from "../lib/helper.ts";\n'],
      ["lib/helper.ts", 'export { store } from "./server/store/index";\n'],
      ["lib/server/store/index.ts", STORE],
    ]);
    expect(clientToServerOnlyChains(sources)).toEqual([
      "components/Bad.tsx → lib/helper.ts → lib/server/store/index.ts",
    ]);
  });

  it("counts dynamic imports, which the browser loads later", () => {
    const sources = new Map([
      ["components/Lazy.tsx", '"use client";\nconst load = () => import("../lib/server/store/index.ts");\n'],
      ["lib/server/store/index.ts", STORE],
    ]);
    expect(clientToServerOnlyChains(sources)).toEqual(["components/Lazy.tsx → lib/server/store/index.ts"]);
  });

  it("lets a client component call a server action, and ignores type-only imports", () => {
    const sources = new Map([
      [
        "components/Form.tsx",
        '"use client";\nimport { submit } from "../lib/actions/submit.ts";\nimport type { Store } from "../lib/server/store/index.ts";\n',
      ],
      ["lib/actions/submit.ts", '"use server";\nimport { store } from "../server/store/index.ts";\n'],
      ["lib/server/store/index.ts", STORE],
    ]);
    expect(clientToServerOnlyChains(sources)).toEqual([]);
  });
});
