import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IMAGE_BUCKET_VARIABLES } from "../../../../lib/config/image-bucket.ts";
import {
  type PreparedImage,
  prepareArticleImage,
  storeArticleImage,
} from "../../../../lib/server/articles/article-images.ts";
import { imageBucket, imageKey } from "../../../../lib/server/articles/image-bucket.ts";
import { closeStaffDirectory, staffDirectory } from "../../../../lib/server/staff-directory.ts";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/databases.ts";
import { type S3StandIn, startS3StandIn } from "../../../../tests/support/s3-stand-in.ts";
import { GET } from "./route.ts";

/*
 * The route handler as Next.js calls it (its request and params), on Node with the store the
 * server opens from the environment, and as the edge Worker runs it (workerd's navigator), with the
 * article images' bucket on an S3 stand-in on loopback.
 */

const ORIGIN = "http://127.0.0.1:3000";
const IMMUTABLE = "public, max-age=31536000, immutable";
const ENV_NAMES = ["DATA_DIR", "DATABASE_URL", "LOG_LEVEL", "SUPABASE_URL", ...IMAGE_BUCKET_VARIABLES];

/** The environment these variables have in the test (the others unset), through Vitest's stubs. */
function setEnv(env: Record<string, string | undefined>): void {
  vi.unstubAllEnvs();
  for (const name of ENV_NAMES) vi.stubEnv(name, env[name]);
}

const get = (id: string, name: string) =>
  GET(new Request(`${ORIGIN}/article-images/${id}/${name}`), { params: Promise.resolve({ id, name }) });

async function expectFile(response: Response, variant: PreparedImage["variants"][number]): Promise<void> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(variant.type);
  expect(response.headers.get("content-length")).toBe(String(variant.bytes.byteLength));
  expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await response.arrayBuffer()).equals(variant.bytes)).toBe(true);
}

async function expectText(response: Response, status: number, text: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).toBe(text);
}

const UNKNOWN_ID = "ffffffffffffffffffffffff";
let image: PreparedImage;
let s3: S3StandIn;

beforeAll(async () => {
  const made = await prepareArticleImage(
    await sharp({ create: { width: 720, height: 480, channels: 3, background: "#2266aa" } })
      .jpeg()
      .toBuffer(),
  );
  if (!made.ok) throw new Error(made.message);
  image = made.image;
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.stop();
  vi.unstubAllEnvs();
});

describe.each(["sqlite", "postgres"] as const)("GET /article-images/{id}/{name} on Node, on %s", (kind) => {
  let database: TestDatabase;
  const storeEnv = () => ({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: "silent",
  });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await closeStaffDirectory();
    await database.drop();
    vi.restoreAllMocks();
  });

  it("serves each file of an image kept in the bucket, cached for a year, its rows without bytes", async () => {
    setEnv({ ...storeEnv(), ...s3.env });
    const { db } = await staffDirectory();
    await storeArticleImage(db, image);
    const rows = await db.all<{ data: string }>("SELECT data FROM article_images WHERE id = ?", [image.id]);
    expect(rows.map((row) => row.data)).toEqual(image.variants.map(() => ""));
    for (const variant of image.variants) await expectFile(await get(image.id, variant.name), variant);
    await expectText(await get(UNKNOWN_ID, "640.avif"), 404, "Image introuvable.");
    await expectText(await get(image.id, "2400.avif"), 404, "Image introuvable.");
    await expectText(await get(image.id, "640.gif"), 404, "Image introuvable.");
  });

  it("serves an image kept in the store as before, with no bucket configured", async () => {
    setEnv(storeEnv());
    const { db } = await staffDirectory();
    await storeArticleImage(db, image);
    const rows = await db.all<{ data: string }>("SELECT data FROM article_images WHERE id = ?", [image.id]);
    for (const row of rows) expect(row.data).not.toBe("");
    for (const variant of image.variants) await expectFile(await get(image.id, variant.name), variant);
    await expectText(await get(UNKNOWN_ID, "640.avif"), 404, "Image introuvable.");
  });

  it("answers « momentanément indisponible » while the bucket cannot answer, or is half configured", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setEnv({ ...storeEnv(), ...s3.env });
    const { db } = await staffDirectory();
    await storeArticleImage(db, image);
    const name = image.variants[0]?.name ?? "";
    vi.stubEnv("ARTICLE_IMAGES_S3_ENDPOINT", "http://127.0.0.1:1");
    await expectText(await get(image.id, name), 503, "Image momentanément indisponible.");
    vi.stubEnv("ARTICLE_IMAGES_S3_ENDPOINT", s3.endpoint);
    vi.stubEnv("ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY", "pas-le-bon-secret");
    await expectText(await get(image.id, name), 503, "Image momentanément indisponible.");
    vi.stubEnv("ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY", undefined);
    await expectText(await get(image.id, name), 503, "Image momentanément indisponible.");
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY is missing/));
  });
});

describe("GET /article-images/{id}/{name} in the edge Worker (workerd)", () => {
  beforeAll(async () => {
    // The Worker has no store: these files are in the bucket only, put there as the Node server does.
    const bucket = imageBucket(s3.config);
    for (const variant of image.variants)
      await bucket.put(imageKey(image.id, variant.name), variant.bytes, variant.type);
  });
  beforeEach(() => {
    vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // A store it would fail to open: any answer below comes without one.
  const noStore = { DATABASE_URL: "postgres://personne@127.0.0.1:1/aucune", LOG_LEVEL: "silent" };

  it("answers each file straight from the bucket, with the same headers as Node", async () => {
    setEnv({ ...noStore, ...s3.env, SUPABASE_URL: "https://origine.exemple.fr" });
    for (const variant of image.variants) await expectFile(await get(image.id, variant.name), variant);
  });

  it("answers 404 for a file the bucket lacks, or sends it to the Node origin, whose store may hold it", async () => {
    setEnv({ ...noStore, ...s3.env });
    await expectText(await get(UNKNOWN_ID, "640.avif"), 404, "Image introuvable.");
    await expectText(await get("pas-un-id", "640.avif"), 404, "Image introuvable.");
    setEnv({ ...noStore, ...s3.env, SUPABASE_URL: "https://origine.exemple.fr" });
    const moved = await get(UNKNOWN_ID, "640.avif");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`https://origine.exemple.fr/article-images/${UNKNOWN_ID}/640.avif`);
  });

  it("sends every file to the Node origin when no bucket is configured, as before", async () => {
    setEnv({ ...noStore, SUPABASE_URL: "https://origine.exemple.fr" });
    const name = image.variants[0]?.name ?? "";
    const moved = await get(image.id, name);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`https://origine.exemple.fr/article-images/${image.id}/${name}`);
    setEnv(noStore);
    await expectText(await get(image.id, name), 404, "Image introuvable.");
  });

  it("answers « momentanément indisponible » while the bucket cannot answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setEnv({ ...noStore, ...s3.env, ARTICLE_IMAGES_S3_ENDPOINT: "http://127.0.0.1:1" });
    await expectText(await get(image.id, image.variants[0]?.name ?? ""), 503, "Image momentanément indisponible.");
  });
});
