import { describe, expect, it } from "vitest";
import { formatMessage, keyedValidationOf, validationMessages } from "../../contract/messages";
import {
  apiMessages,
  keyed,
  keyedOf,
  textOf,
  type KeyedMessage,
  type MessageKey,
} from "../../contract/apiMessages";
import { restMessage } from "../../contract/rest";
import { tooLong } from "../../contract/common";
import { fileTypeMessage, SCHOOL_DOCUMENT_UPLOAD } from "../../contract/schools";

const namespaces = { validation: validationMessages, api: apiMessages };
const all = Object.entries(namespaces).flatMap(([namespace, messages]) =>
  Object.entries(messages).map(([name, text]) => ({
    key: `${namespace}.${name}` as MessageKey,
    text: text as string,
    names: [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))],
  })),
);

/** Values a placeholder may take: a word, words with punctuation, a number. */
const SAMPLES: (string | number)[] = ["x", "School name, email", "board_id and status", 42];

/** Each message filled with each sample (a count as 1 and as 3). */
function filled({ key, names }: (typeof all)[number]): KeyedMessage[] {
  if (!names.length) return [keyed(key)];
  return SAMPLES.flatMap((sample) =>
    (names.includes("smart_count") ? [1, 3] : [0]).map((count) =>
      keyed(
        key,
        Object.fromEntries(names.map((name) => [name, name === "smart_count" ? count : sample])),
      ),
    ),
  );
}

describe("the messages' keys (contract/messages.ts)", () => {
  it("writes every text once: no two messages of either namespace read the same", () => {
    const texts = all.flatMap(({ text }) => text.split(" |||| "));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("finds the key and values of every message back from its English text", () => {
    expect(keyedOf("Must be at most 50 characters")).toEqual({
      key: "validation.too_long",
      params: { max: "50" },
    });
    expect(keyedOf("3 schools verified")).toEqual({
      key: "api.schools_verified",
      params: { smart_count: 3 },
    });
    for (const message of all.flatMap(filled)) {
      const found = keyedOf(textOf(message));
      expect(found?.key, textOf(message)).toBe(message.key);
      // The values found fill the message in again to the same text (two neighbouring values,
      // "%{method} %{path}", may split elsewhere: the text is what the user reads).
      expect(textOf(found!)).toBe(textOf(message));
      expect(Object.keys(found?.params ?? {}).sort()).toEqual(
        Object.keys(message.params ?? {}).sort(),
      );
    }
  });

  it("lets no two templates match the same text, but a literal text, which wins", () => {
    const patterns = all.map(({ key, text }) => ({
      key,
      literal: !text.includes("%{"),
      forms: text
        .split(" |||| ")
        .map(
          (form) =>
            new RegExp(
              `^${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%\\\{\w+\\\}/g, "(.+?)")}$`,
              "s",
            ),
        ),
    }));
    for (const message of all.flatMap(filled)) {
      const text = textOf(message);
      const templates = patterns
        .filter(({ literal, forms }) => !literal && forms.some((form) => form.test(text)))
        .map(({ key }) => key);
      const isLiteral = !all.find(({ key }) => key === message.key)!.names.length;
      // A template's text matches itself only; a literal text may match a template too
      // ("Status must be true or false" and "%{field} must be true or false").
      if (!isLiteral) expect(templates, text).toEqual([message.key]);
      else expect(templates.length, text).toBeLessThanOrEqual(1);
    }
    expect(keyedOf("Status must be true or false")).toEqual({ key: "validation.status_invalid" });
    expect(keyedOf("status must be true or false")).toEqual({
      key: "api.flag_invalid",
      params: { field: "status" },
    });
  });

  it("keys the texts the contract's rules give, with their values", () => {
    expect(keyedOf(tooLong(50))).toEqual({ key: "validation.too_long", params: { max: "50" } });
    expect(keyedOf(fileTypeMessage(SCHOOL_DOCUMENT_UPLOAD))).toEqual({
      key: "validation.file_type",
      params: { types: SCHOOL_DOCUMENT_UPLOAD.extensions.join(", ") },
    });
    expect(keyedOf(validationMessages.email_invalid)).toEqual({
      key: "validation.email_invalid",
    });
  });

  it("has no key for a text that is not the catalogue's (a schema library's own words)", () => {
    expect(keyedOf("Invalid input: expected string, received undefined")).toBeUndefined();
    expect(keyedOf("")).toBeUndefined();
  });

  it("fills a count's form as polyglot does in English", () => {
    expect(textOf(keyed("api.schools_activated", { smart_count: 1 }))).toBe("1 school activated");
    expect(textOf(keyed("api.schools_activated", { smart_count: 3 }))).toBe("3 schools activated");
    expect(textOf(keyed("api.sign_in_too_many", { smart_count: 15 }))).toBe(
      "Too many failed sign-ins. Try again in 15 minutes.",
    );
    expect(formatMessage(validationMessages.year_max, { year: 2026 })).toBe(
      "Year cannot be after 2026",
    );
  });

  it("keys the simple-REST dialect's messages in the api namespace, the range's limit filled in", () => {
    expect(restMessage("range_invalid")).toEqual({
      key: "api.range_invalid",
      params: { max: 1000 },
    });
    expect(textOf(restMessage("range_invalid"))).toBe(
      "Range must be a JSON array [first, last] of whole numbers, at most 1000 records",
    );
    expect(restMessage("unverify")).toEqual({ key: "api.unverify" });
  });

  it("keys a form rule's text for the console, and none of the server's other texts", () => {
    expect(keyedValidationOf(tooLong(5))).toEqual({
      key: "validation.too_long",
      params: { max: "5" },
    });
    expect(keyedValidationOf(validationMessages.required)).toEqual({ key: "validation.required" });
    expect(keyedValidationOf(apiMessages.school_not_found)).toBeUndefined();
    expect(keyedOf(apiMessages.school_not_found)).toEqual({ key: "api.school_not_found" });
  });
});
