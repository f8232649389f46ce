import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The anchor GitHub gives a heading: its text as shown (links by their text, no code or emphasis
 * marks), lower-cased, without punctuation but hyphens and underscores, spaces as hyphens.
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** A Markdown text without its fenced code blocks and inline code, where links are not links. */
function prose(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      lines.push("");
    } else if (marker) {
      fence = marker;
      lines.push("");
    } else {
      lines.push(line.replace(/(`+)[\s\S]*?\1/g, ""));
    }
  }
  return lines;
}

/** The anchors of a Markdown file: its headings' slugs (repeats get -1, -2, ...) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<[a-z]+[^>]*\s(?:id|name)="([^"]+)"/gi))
      anchors.add(match[1]);
  }
  return anchors;
}

/** Every link target of a Markdown text: inline links and images, reference definitions, HTML. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(match[1]);
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line);
    if (definition) targets.push(definition[1]);
    for (const match of line.matchAll(/\s(?:href|src)="([^"]*)"/g)) targets.push(match[1]);
  }
  return targets;
}

/**
 * The links of `file` that do not resolve: a relative path that does not exist, or an anchor
 * that no heading of its Markdown file gives. Addresses with a scheme (https:, mailto:) are
 * not followed.
 */
export function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(fs.readFileSync(file, "utf8"))) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue;
    const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
    const resolved = pathPart
      ? path.resolve(path.dirname(file), decodeURIComponent(pathPart))
      : file;
    if (target === "" || !fs.existsSync(resolved)) {
      broken.push(`${target}: no such file`);
    } else if (anchor !== undefined) {
      const isMarkdown = resolved.endsWith(".md") && fs.statSync(resolved).isFile();
      if (!isMarkdown || !anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor)) {
        broken.push(`${target}: no such anchor`);
      }
    }
  }
  return broken;
}

const docs = fs
  .readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".md"))
  .map((name) => path.join("docs", name))
  .sort();

describe("the links of README.md and docs/", () => {
  it.each(["README.md", ...docs])("%s: every relative link and #anchor resolves", (file) => {
    expect(brokenLinks(path.join(root, file))).toEqual([]);
  });

  it("links every document of docs/ from the README", () => {
    const readme = linkTargets(fs.readFileSync(path.join(root, "README.md"), "utf8"));
    const linked = new Set(readme.map((target) => path.normalize(target.split("#")[0])));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it("keeps the README a front page of at most 250 lines", () => {
    const lines = fs.readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(250);
  });
});

describe("the link checker", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-links-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };

  it("slugs headings as GitHub does", () => {
    expect(githubSlug("Where to change what")).toBe("where-to-change-what");
    expect(githubSlug("The `reason` of a failed sign-in (401)!")).toBe(
      "the-reason-of-a-failed-sign-in-401",
    );
    expect(githubSlug("Ids, methods & **the** [envelope](api.md)")).toBe(
      "ids-methods--the-envelope",
    );
    expect(githubSlug("server/http.ts and snake_case")).toBe("serverhttpts-and-snake_case");
  });

  it("numbers a repeated heading's anchor", () => {
    expect([...anchorsOf("# Notes\n\n## Notes\n\n### Notes\n")]).toEqual([
      "notes",
      "notes-1",
      "notes-2",
    ]);
  });

  it("accepts links to files, folders and headings that exist", () => {
    write("docs/guide.md", "# Guide\n\n## Where to change what\n");
    write("docs/images/shot.png", "");
    const readme = write(
      "README.md",
      [
        "# Title",
        "",
        "## Set-up",
        "",
        "[guide](docs/guide.md), [change](docs/guide.md#where-to-change-what), [up](#set-up),",
        "![shot](docs/images/shot.png), [folder](docs/) and [site](https://example.com/x#y).",
        "",
        "[ref]: docs/guide.md#guide",
      ].join("\n"),
    );
    expect(brokenLinks(readme)).toEqual([]);
  });

  it("reports a missing file, a missing anchor and an anchor of another file", () => {
    write("docs/guide.md", "# Guide\n");
    const readme = write(
      "README.md",
      [
        "# Title",
        "[gone](docs/gone.md) [bad](#no-such-heading) [far](docs/guide.md#nowhere)",
        '<img src="docs/images/missing.png">',
        "[ref]: docs/also-gone.md",
      ].join("\n"),
    );
    expect(brokenLinks(readme)).toEqual([
      "docs/gone.md: no such file",
      "#no-such-heading: no such anchor",
      "docs/guide.md#nowhere: no such anchor",
      "docs/images/missing.png: no such file",
      "docs/also-gone.md: no such file",
    ]);
  });

  it("ignores what looks like a link inside code", () => {
    const readme = write(
      "README.md",
      ["# Title", "`[a](gone.md)`", "```md", "[b](gone.md)", "# Not a heading", "```"].join("\n"),
    );
    expect(brokenLinks(readme)).toEqual([]);
    expect([...anchorsOf(fs.readFileSync(readme, "utf8"))]).toEqual(["title"]);
  });
});
