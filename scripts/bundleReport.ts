/**
 * What the console's build holds, read from its manifest (dist/.vite/manifest.json) and source
 * maps: each chunk's sizes (raw, and its .gz and .br files) and the modules and libraries in it,
 * which chunks a page loads at once, and any library that is in the build twice. Used by
 * `npm run bundle:report` and by the tests of the build.
 */
import fs from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkReport {
  key: string;
  file: string;
  name: string;
  kind: "entry" | "lazy" | "shared";
  raw: number;
  gzip: number;
  brotli: number;
  /** The modules in the chunk, relative to the project (node_modules/... for libraries). */
  modules: string[];
  /** The libraries in the chunk, each with where it is installed. */
  packages: Map<string, Set<string>>;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The manifest keys a page loads before running `key`: it and its static imports, recursively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k]?.imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

const PACKAGE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/g;

const PROJECT = path.resolve(import.meta.dirname, "..");

/** The module paths of a chunk, from its source map, relative to the project's root. */
export function chunkModules(dist: string, file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, "utf8")) as { sources: string[] };
  return map.sources.map((source) =>
    path
      .relative(PROJECT, path.resolve(path.dirname(mapFile), source))
      .split(path.sep)
      .join("/"),
  );
}

/** Each library among the modules, with its install path (nested installs are another copy). */
function packagesOf(modules: string[]): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  for (const module of modules) {
    let last: RegExpExecArray | null = null;
    for (const match of module.matchAll(PACKAGE)) last = match;
    if (!last) continue;
    const name = last[1];
    const installedAt = module.slice(0, (last.index ?? 0) + last[0].length);
    if (!packages.has(name)) packages.set(name, new Set());
    packages.get(name)!.add(installedAt.replace(/^\//, ""));
  }
  return packages;
}

const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function bundleReport(dist: string): ChunkReport[] {
  const manifest = readManifest(dist);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith(".js"))
    .map(([key, chunk]) => {
      const file = path.join(dist, chunk.file);
      const modules = chunkModules(dist, chunk.file);
      return {
        key,
        file: chunk.file,
        name: chunk.name ?? path.basename(chunk.file),
        kind: chunk.isEntry ? "entry" : chunk.isDynamicEntry ? "lazy" : "shared",
        raw: size(file),
        gzip: size(`${file}.gz`),
        brotli: size(`${file}.br`),
        modules,
        packages: packagesOf(modules),
      } satisfies ChunkReport;
    });
}

/** Libraries the build holds more than one copy of (installed at two paths), with those paths. */
export function duplicateLibraries(report: ChunkReport[]): Map<string, string[]> {
  const all = new Map<string, Set<string>>();
  for (const chunk of report)
    for (const [name, paths] of chunk.packages) {
      if (!all.has(name)) all.set(name, new Set());
      paths.forEach((p) => all.get(name)!.add(p));
    }
  return new Map([...all].filter(([, paths]) => paths.size > 1).map(([n, p]) => [n, [...p]]));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** `npm run bundle:report` (after `npm run build`): each chunk, its size and what it holds. */
function main() {
  const dist = path.resolve(import.meta.dirname, "..", "dist");
  const manifest = readManifest(dist);
  const report = bundleReport(dist);
  const initial = new Set(staticClosure(manifest, "index.html"));
  const rows = [...report].sort((a, b) => b.brotli - a.brotli);
  console.log("| Chunk | Loaded | Raw KiB | Brotli KiB | Holds |");
  console.log("| --- | --- | ---: | ---: | --- |");
  for (const chunk of rows) {
    const libraries = [...chunk.packages.keys()];
    const own = chunk.modules.filter((m) => !m.includes("node_modules/")).length;
    const holds = [own ? `${own} own modules` : "", ...libraries.slice(0, 6)]
      .filter(Boolean)
      .join(", ");
    const more = libraries.length > 6 ? ` and ${libraries.length - 6} more` : "";
    const loaded = initial.has(chunk.key)
      ? "at once (sign-in)"
      : chunk.kind === "lazy"
        ? "when needed"
        : "with the chunks that use it";
    const name = chunk.kind === "lazy" ? chunk.key : chunk.name;
    console.log(
      `| ${name} | ${loaded} | ${kib(chunk.raw)} | ${kib(chunk.brotli)} | ${holds}${more} |`,
    );
  }
  const sum = (keys: string[]) =>
    report.filter((c) => keys.includes(c.key)).reduce((n, c) => n + c.brotli, 0);
  console.log(`\nSign-in entry, loaded at once: ${kib(sum([...initial]))} KiB brotli`);
  const twice = duplicateLibraries(report);
  console.log(
    twice.size === 0
      ? "No library is in the build twice."
      : `In the build twice: ${[...twice].map(([n, p]) => `${n} (${p.join(", ")})`).join("; ")}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
