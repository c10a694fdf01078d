// The API's route files as found on disk, shared by the fuzz suites so a new route is covered unlisted.
import { readdirSync } from "node:fs";
import path from "node:path";

export const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

export type Segment = { literal: string } | { param: string; catchAll: boolean; optional: boolean };

/** Every route.ts under `dir`, relative to app/api, with forward slashes. */
export function routeFiles(dir: string = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, full).split(path.sep).join("/")] : [];
  });
}

/** A route file's URL segments: literals, and the dynamic ones Next fills from the path. */
export function segmentsOf(file: string): Segment[] {
  return file
    .split("/")
    .slice(0, -1)
    .filter((s) => !/^\(.*\)$/.test(s)) // route groups do not appear in the URL
    .map((s) => {
      const m = /^\[(\[)?(\.\.\.)?([^\]]+)\]?\]$/.exec(s);
      return m ? { param: m[3], catchAll: Boolean(m[2]), optional: Boolean(m[1]) } : { literal: s };
    });
}

export const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/** Every page.tsx under app/ as its app path ("/(app)/search/page"): the screens. */
export function pageFiles(dir: string = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" && dir === APP_DIR ? [] : pageFiles(full);
    return entry.name === "page.tsx"
      ? [
          `/${path
            .relative(APP_DIR, full)
            .split(path.sep)
            .join("/")
            .replace(/\.tsx$/, "")}`,
        ]
      : [];
  });
}
