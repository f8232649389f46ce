/**
 * `npm start`: builds the console when its build is missing or older than its sources, then
 * starts the API server, which serves the console at / and the API under /v1.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = ["src", "contract", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((max, d) => Math.max(max, fs.statSync(path.join(d.parentPath, d.name)).mtimeMs), 0);
}

const builtIndex = path.join(root, "dist", "index.html");
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log(
    builtAt
      ? "The console's sources changed: rebuilding it..."
      : "Building the console (first start)...",
  );
  const started = performance.now();
  await build({ root, logLevel: "warn" });
  console.log(`Console built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

await import("../server/main");
