import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localStorage, type FileStorage } from "../../server/storage/index";

/** Every file under a folder, at any depth. */
const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("The file storage on local disk", () => {
  let dir: string;
  let storage: FileStorage;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-storage-"));
    storage = localStorage(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("stores bytes given whole or as a stream, and gives them back", async () => {
    const whole = await storage.put(Buffer.from("one piece"), "csv");
    async function* pieces() {
      yield Buffer.from("in ");
      yield Buffer.from("pieces");
    }
    const streamed = await storage.put(pieces(), "csv");
    expect(streamed).toMatch(/\.csv$/);
    expect((await storage.read(whole)).toString()).toBe("one piece");
    expect((await storage.read(streamed)).toString()).toBe("in pieces");
    const { body, size } = await storage.stream(streamed);
    expect(size).toBe(9);
    body.destroy();
  });

  it("keeps nothing of a stream that fails halfway, and says why", async () => {
    async function* broken() {
      yield Buffer.alloc(100_000, 0x61);
      throw new Error("the client went away");
    }
    await expect(storage.put(broken(), "csv")).rejects.toThrow("the client went away");
    expect(filesUnder(dir)).toEqual([]);
  });
});
