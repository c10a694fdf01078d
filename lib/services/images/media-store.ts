import "server-only";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { env } from "@/lib/env";

/** A stored file: its bytes as a web stream (served as they are read) and its media type. */
export type StoredObject = { body: ReadableStream<Uint8Array>; contentType: string; size: number | null };

/**
 * Where kept creatives live, keyed by the sha256 of their bytes (so each file is stored once).
 * `put` is idempotent: the same key always carries the same bytes.
 */
export interface MediaStore {
  readonly kind: "folder" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{64}$/;

function assertKey(key: string) {
  // Keys are content hashes we computed; anything else would be a path or an object name we never made.
  if (!KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
}

/** A folder on the local disk (`MEDIA_DIR`). Not for hosts without a writable, persistent disk. */
export class FolderStore implements MediaStore {
  readonly kind = "folder";
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file, and a concurrent put of the same key is harmless.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.writeFile(`${tmp}.type`, contentType);
    await fs.rename(`${tmp}.type`, `${file}.type`);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const [stat, contentType] = await Promise.all([fs.stat(file), fs.readFile(`${file}.type`, "utf8")]);
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, contentType, size: stat.size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async delete(key: string) {
    const file = this.file(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.type`, { force: true })]);
  }
}

/** Any S3-compatible bucket (AWS, R2, MinIO, s3rver in tests). */
export class S3Store implements MediaStore {
  readonly kind = "s3";
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  private objectKey(key: string) {
    assertKey(key);
    return `media/${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!res.Body) return null;
      return {
        body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: res.ContentType ?? "application/octet-stream",
        size: res.ContentLength ?? null,
      };
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === "NoSuchKey") return null;
      throw e;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}

let cached: { config: string; store: MediaStore } | undefined;

/** The configured store: S3 when S3_ENDPOINT and S3_BUCKET are set, else the MEDIA_DIR folder. */
export function mediaStore(): MediaStore {
  const e = env();
  const config = JSON.stringify([e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_REGION, e.S3_FORCE_PATH_STYLE, e.MEDIA_DIR]);
  if (cached?.config === config) return cached.store;
  let store: MediaStore;
  if (e.S3_ENDPOINT && e.S3_BUCKET) {
    const credentials =
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined;
    const client = new S3Client({ endpoint: e.S3_ENDPOINT, region: e.S3_REGION, forcePathStyle: e.S3_FORCE_PATH_STYLE, credentials });
    store = new S3Store(client, e.S3_BUCKET);
  } else {
    store = new FolderStore(path.resolve(e.MEDIA_DIR));
  }
  cached = { config, store };
  return store;
}
