import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Routes stay thin (docs/architecture.md): the dashboard's analytics routes declare their
 * schemas and call their services (server/analytics/), which hold the SQL.
 */

const ROUTES = ["server/routes/attendanceAnalytics.ts", "server/routes/analytics.ts"];

describe("the dashboard's analytics routes", () => {
  it.each(ROUTES)("%s holds no SQL: its queries are its service's", (file) => {
    const source = fs.readFileSync(path.resolve(file), "utf8");
    expect(source).not.toMatch(/\.(query|exec)\s*[(<]/);
    expect(source).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE)\s/);
    expect(source).not.toMatch(/from "\.\.\/db\//);
  });
});
