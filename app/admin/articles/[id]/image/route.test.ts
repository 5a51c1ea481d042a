import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IMAGE_BUCKET_VARIABLES } from "../../../../../lib/config/image-bucket.ts";
import { articleById, createArticle } from "../../../../../lib/server/articles/articles-store.ts";
import { imageBucket, imageKey } from "../../../../../lib/server/articles/image-bucket.ts";
import { addStaff } from "../../../../../lib/server/staff/accounts.ts";
import { closeStaffDirectory, staffDirectory } from "../../../../../lib/server/staff-directory.ts";
import type { Db } from "../../../../../lib/server/store/db.ts";
import { createTestDatabase, type TestDatabase } from "../../../../../tests/support/databases.ts";
import { type S3StandIn, startS3StandIn } from "../../../../../tests/support/s3-stand-in.ts";
import { enrolledSession } from "../../../../../tests/support/staff-sessions.ts";
import { POST } from "./route.ts";

/*
 * The cover image's upload as Next.js calls it (a signed-in member's form), with the article
 * images' bucket on an S3 stand-in: kept in the bucket and recorded, or, when the bucket refuses
 * it, the editor's French message and nothing changed.
 */

const ORIGIN = "http://127.0.0.1:3000";
const PASSWORD = "correct cheval agrafe";
const ENV_NAMES = ["DATA_DIR", "DATABASE_URL", "LOG_LEVEL", "SITE_URL", ...IMAGE_BUCKET_VARIABLES];

/** The environment these variables have in the test (the others unset), through Vitest's stubs. */
function setEnv(env: Record<string, string | undefined>): void {
  vi.unstubAllEnvs();
  for (const name of ENV_NAMES) vi.stubEnv(name, env[name]);
}

let s3: S3StandIn;
let photo: Buffer;
beforeAll(async () => {
  s3 = await startS3StandIn();
  photo = await sharp({ create: { width: 720, height: 480, channels: 3, background: "#aa6622" } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await s3?.stop();
  vi.unstubAllEnvs();
});

describe.each(["sqlite", "postgres"] as const)("POST /admin/articles/{id}/image on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  let cookie: string;
  let articleId: string;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    setEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent", ...s3.env });
    const directory = await staffDirectory();
    db = directory.db;
    const member = await addStaff(directory, {
      email: "redaction@exemple.fr",
      name: "Rédaction",
      password: PASSWORD,
      role: "administrateur",
    });
    // Signed in with the second factor set, as the enrolment leaves a member.
    const signedIn = await enrolledSession(directory, { email: "redaction@exemple.fr", password: PASSWORD });
    cookie = signedIn.headers.get("cookie") ?? "";
    const created = await createArticle(
      db,
      {
        title: "Préparer sa déclaration de TVA",
        slug: "preparer-sa-declaration-de-tva",
        excerpt:
          "Les étapes d'une déclaration de TVA sereine pour une TPE : calendrier, justificatifs et pièges à éviter.",
        category: "Gestion d'entreprise",
        body: "## Le calendrier\n\nLa trésorerie d'une TPE se prépare l'été.",
        cover: null,
        cta: {
          title: "Essayez",
          text: "Quinze jours pour tout tester.",
          label: "Essai gratuit",
          target: "essai-gratuit",
        },
        seoTitle: "",
        seoDescription: "",
      },
      member.id,
    );
    if (!created.ok) throw new Error("article not created");
    articleId = created.article.id;
  });
  afterEach(async () => {
    await closeStaffDirectory();
    await database.drop();
    vi.restoreAllMocks();
  });

  async function send(): Promise<Response> {
    const article = await articleById(db, articleId);
    const form = new FormData();
    form.set("image", new File([new Uint8Array(photo)], "couverture.jpg", { type: "image/jpeg" }));
    form.set("alt", "Un bureau ensoleillé avec un carnet de comptes");
    form.set("version", String(article?.version));
    return POST(
      new Request(`${ORIGIN}/admin/articles/${articleId}/image`, { method: "POST", body: form, headers: { cookie } }),
      {
        params: Promise.resolve({ id: articleId }),
      },
    );
  }
  const rows = () => db.all<{ name: string; data: string }>("SELECT name, data FROM article_images ORDER BY name");

  it("keeps the image's files in the bucket, records them without bytes, and sets the cover", async () => {
    const answer = await send();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/articles/${articleId}?message=image-enregistree`);
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.data).toBe("");
    const cover = (await articleById(db, articleId))?.cover;
    const [, id, name] = /^\/article-images\/([0-9a-f]{24})\/(\d+\.jpg)$/.exec(cover?.src ?? "") ?? [];
    expect(await imageBucket(s3.config).head(imageKey(id ?? "", name ?? ""))).toMatchObject({ type: "image/jpeg" });
  });

  it("answers the editor's French message and changes nothing when the bucket refuses the files", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubEnv("ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY", "pas-le-bon-secret");
    const answer = await send();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/articles/${articleId}?message=image-non-enregistree`);
    expect(await rows()).toEqual([]);
    expect((await articleById(db, articleId))?.cover).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/403 SignatureDoesNotMatch/));
    expect(console.error).not.toHaveBeenCalledWith(expect.stringContaining("pas-le-bon-secret"));
  });
});
