import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "vite";
import {
  bundleReport,
  chunkModules,
  duplicateLibraries,
  readManifest,
  staticClosure,
  type Manifest,
} from "../../scripts/bundleReport";

const root = path.resolve(import.meta.dirname, "../..");
// Inside the project, so that the source maps name modules as they are in it.
const dist = fs.mkdtempSync(path.join(root, "node_modules", ".rollcall-build-test-"));
let manifest: Manifest;

beforeAll(async () => {
  await build({ root, logLevel: "silent", build: { outDir: dist, emptyOutDir: true } });
  manifest = readManifest(dist);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** Every module the sign-in route (index.html) runs before its form is usable. */
const signInModules = () =>
  staticClosure(manifest, "index.html").flatMap((key) => chunkModules(dist, manifest[key].file));

describe("the console's build", () => {
  it("loads the sign-in route without react-admin, the dashboard or recharts", () => {
    const modules = signInModules();
    // The page itself is there (the check below would pass on an empty list).
    expect(modules).toContain("src/login/SignInForm.tsx");
    expect(modules).toContain("contract/auth.ts");
    // Its messages through the console's i18n library, without react-admin's own messages.
    expect(modules).toContain("node_modules/ra-i18n-polyglot/dist/index.js");
    const forbidden = modules.filter(
      (m) =>
        /node_modules\/(react-admin|ra-ui-materialui|ra-language-english|recharts)\//.test(m) ||
        // ra-core's HttpError (the http client throws it) and its localStorageStore (the chosen
        // language and theme, shared with the console) are the only modules of react-admin's.
        (/node_modules\/ra-core\//.test(m) &&
          !m.endsWith("/dataProvider/HttpError.js") &&
          !m.endsWith("/store/localStorageStore.js")) ||
        m.startsWith("src/dashboard/") ||
        m === "src/App.tsx" ||
        m === "src/AdminRoot.tsx",
    );
    expect(forbidden).toEqual([]);
  });

  it("names neither react-admin's, the dashboard's nor recharts' chunks among the sign-in's", () => {
    const initial = staticClosure(manifest, "index.html").map((key) => manifest[key].file);
    const later = [
      manifest["src/AdminRoot.tsx"].file,
      manifest["src/dashboard/DashboardPage.tsx"].file,
      manifest["src/dashboard/TrendCharts.tsx"].file,
      ...Object.values(manifest)
        .filter((chunk) => chunk.name === "react-admin" || chunk.name === "recharts")
        .map((chunk) => chunk.file),
    ];
    expect(later.length).toBe(5);
    expect(initial.filter((file) => later.includes(file))).toEqual([]);
    // The console is fetched from the sign-in entry when needed.
    expect(manifest["index.html"].dynamicImports).toContain("src/AdminRoot.tsx");
  });

  it("gives each area's screens and the charts chunks that neither sign-in nor the shell loads", () => {
    const chunkOf = (module: string) =>
      Object.keys(manifest).filter((key) =>
        chunkModules(dist, manifest[key].file).includes(module),
      );
    const atOnce = new Set([
      ...staticClosure(manifest, "index.html"),
      ...staticClosure(manifest, "src/AdminRoot.tsx"),
    ]);
    const screens = [
      "src/dashboard/DashboardPage.tsx",
      "src/schools/SchoolList.tsx",
      "src/schools/SchoolForm.tsx",
      "src/boardAdmins/BoardAdminList.tsx",
      "src/profile/ProfilePage.tsx",
      "src/settings/UserRolesPage.tsx",
      "src/audit/AuditLog.tsx",
      "src/imports/ImportPage.tsx",
      "src/dashboard/TrendCharts.tsx",
      "node_modules/recharts/es6/chart/LineChart.js",
    ];
    for (const module of screens) {
      const chunks = chunkOf(module);
      expect(chunks, module).toHaveLength(1);
      expect(atOnce.has(chunks[0]), module).toBe(false);
    }
    // recharts comes with the charts, not with the dashboard's cards.
    const recharts = chunkOf("node_modules/recharts/es6/chart/LineChart.js")[0];
    expect(manifest[recharts].name).toBe("recharts");
    expect(staticClosure(manifest, "src/dashboard/DashboardPage.tsx")).not.toContain(recharts);
    expect(staticClosure(manifest, "src/dashboard/TrendCharts.tsx")).toContain(recharts);
  });

  it("loads the school list without the school form's or profile's code (uploads, map, audit history)", () => {
    const chunkOf = (module: string) =>
      Object.keys(manifest).find((key) => chunkModules(dist, manifest[key].file).includes(module));
    const list = staticClosure(manifest, chunkOf("src/schools/SchoolList.tsx")!);
    for (const module of [
      "src/schools/SchoolForm.tsx",
      "src/schools/SchoolProfile.tsx",
      // The profile's audit history is made of the Audit Log's pieces.
      "src/audit/AuditLog.tsx",
    ]) {
      expect(list, module).not.toContain(chunkOf(module));
    }
  });

  it("gives the Hindi and Urdu catalogues chunks of their own, which `/` does not load", () => {
    const signIn = staticClosure(manifest, "index.html");
    for (const catalogue of ["src/i18n/hi.ts", "src/i18n/ur.ts"]) {
      const chunk = manifest[catalogue];
      expect(chunk?.isDynamicEntry, catalogue).toBe(true);
      expect(signIn, catalogue).not.toContain(catalogue);
      // The chunk is the catalogue's alone (its own files): no screen or shell module came with it.
      const modules = chunkModules(dist, chunk.file).filter((m) => m.startsWith("src/"));
      expect(modules, catalogue).toContain(catalogue);
      expect(
        modules.filter((m) => !m.startsWith("src/i18n/")),
        catalogue,
      ).toEqual([]);
    }
    // Loaded when chosen, from the sign-in page as from the console.
    expect(manifest["index.html"].dynamicImports).toEqual(
      expect.arrayContaining(["src/i18n/hi.ts", "src/i18n/ur.ts"]),
    );
  });

  it("loads the right-to-left styles only for a right-to-left language, in neither entry", () => {
    const entries = [
      ...staticClosure(manifest, "index.html"),
      ...staticClosure(manifest, "src/AdminRoot.tsx"),
    ].flatMap((key) => chunkModules(dist, manifest[key].file));
    // The entries are there (the check below would pass on an empty list).
    expect(entries).toContain("src/i18n/useLanguage.ts");
    expect(entries.filter((m) => /stylis-plugin-rtl|cssjanus|src\/i18n\/rtlCache/.test(m))).toEqual(
      [],
    );
    expect(chunkModules(dist, manifest["src/i18n/rtlCache.ts"].file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules\/@mui\/stylis-plugin-rtl\//)]),
    );
  });

  it("has no chunk that imports back from one it imports (modules would run before their imports)", () => {
    const cycles = Object.keys(manifest).filter((key) =>
      (manifest[key].imports ?? []).some((next) => staticClosure(manifest, next).includes(key)),
    );
    expect(cycles).toEqual([]);
  });

  it("holds no library twice", () => {
    expect(Object.fromEntries(duplicateLibraries(bundleReport(dist)))).toEqual({});
  });
});
