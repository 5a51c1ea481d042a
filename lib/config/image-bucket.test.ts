import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMAGE_BUCKET_VARIABLES, imageBucketConfig } from "./image-bucket.ts";

const R2 = {
  ARTICLE_IMAGES_S3_ENDPOINT: " https://0123abcd.r2.cloudflarestorage.com/ ",
  ARTICLE_IMAGES_S3_BUCKET: "gestio-images",
  ARTICLE_IMAGES_S3_ACCESS_KEY_ID: "cle-d-acces",
  ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY: "secret-d-acces",
};

describe("where the article images are kept", () => {
  it("is the store when none of the bucket's variables is set (empty ones count as unset)", () => {
    expect(imageBucketConfig({})).toBeUndefined();
    expect(imageBucketConfig({ ARTICLE_IMAGES_S3_ENDPOINT: " ", ARTICLE_IMAGES_S3_BUCKET: "" })).toBeUndefined();
    // The optional region alone (.env.example gives it) is no bucket either.
    expect(imageBucketConfig({ ARTICLE_IMAGES_S3_REGION: "auto" })).toBeUndefined();
  });

  it("is the bucket when the four are set, in R2's region unless told otherwise", () => {
    expect(imageBucketConfig(R2)).toEqual({
      endpoint: "https://0123abcd.r2.cloudflarestorage.com",
      bucket: "gestio-images",
      accessKeyId: "cle-d-acces",
      secretAccessKey: "secret-d-acces",
      region: "auto",
    });
    expect(imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_REGION: "eu-west-3" })?.region).toBe("eu-west-3");
    expect(imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_ENDPOINT: "http://127.0.0.1:9000" })?.endpoint).toBe(
      "http://127.0.0.1:9000",
    );
  });

  it("is refused when half configured, naming the variables missing", () => {
    const { ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = R2;
    expect(() => imageBucketConfig(withoutSecret)).toThrow(
      /half configured: ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY is missing/,
    );
    const error = (() => {
      try {
        imageBucketConfig({ ARTICLE_IMAGES_S3_BUCKET: "gestio-images" });
      } catch (caught) {
        return (caught as Error).message;
      }
      return "";
    })();
    expect(error).toMatch(
      /ARTICLE_IMAGES_S3_ENDPOINT, ARTICLE_IMAGES_S3_ACCESS_KEY_ID, ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY are missing/,
    );
    expect(error).toMatch(/\(ARTICLE_IMAGES_S3_BUCKET is set\)/);
  });

  it("refuses malformed values with the variable's name, never repeating a secret", () => {
    expect(() => imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_ENDPOINT: "r2.cloudflarestorage.com" })).toThrow(
      /ARTICLE_IMAGES_S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_ENDPOINT: "ftp://r2.example" })).toThrow(
      /ARTICLE_IMAGES_S3_ENDPOINT/,
    );
    expect(() => imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_ENDPOINT: "https://id:motdepasse@r2.example" })).toThrow(
      /^(?!.*motdepasse).*must not hold credentials/,
    );
    expect(() => imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_BUCKET: "Mon_Bucket" })).toThrow(
      /ARTICLE_IMAGES_S3_BUCKET must be a bucket's name/,
    );
    expect(() => imageBucketConfig({ ...R2, ARTICLE_IMAGES_S3_REGION: "Paris, France" })).toThrow(
      /ARTICLE_IMAGES_S3_REGION/,
    );
  });

  it("has five variables, every one of them documented for the operators", () => {
    const deploying = readFileSync("docs/deploying.md", "utf8");
    expect(IMAGE_BUCKET_VARIABLES.filter((name) => !deploying.includes(`| \`${name}\``))).toEqual([]);
    expect(IMAGE_BUCKET_VARIABLES).toEqual([
      "ARTICLE_IMAGES_S3_ENDPOINT",
      "ARTICLE_IMAGES_S3_BUCKET",
      "ARTICLE_IMAGES_S3_ACCESS_KEY_ID",
      "ARTICLE_IMAGES_S3_SECRET_ACCESS_KEY",
      "ARTICLE_IMAGES_S3_REGION",
    ]);
  });
});
