/**
 * A real S3-protocol server (s3rver) on a free local port, with one bucket, for the media store's S3
 * path. `@aws-sdk/client-s3` talks to it exactly as to AWS (path-style, static keys).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
// s3rver ships no types; only its constructor, run and close are used.
import S3rver from "s3rver";

export type S3Server = { endpoint: string; bucket: string; env: Record<string, string>; close(): Promise<void> };

export async function startS3Server(bucket = "adradar-media"): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_REGION: "us-east-1" },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
