import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { AdminContext, Form, SaveButton, TextInput, type TranslationMessages } from "react-admin";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { z } from "zod";
import { en } from "../../../src/i18n/en";
import { tooLong } from "../../../contract/common";
import { validateWith } from "../../../src/common/validateWith";
import { useSubmitShowingFieldErrors } from "../../../src/common/formHooks";
import {
  fetchHttpClient,
  setMessageTranslator,
  type MessageTranslator,
} from "../../../src/providers/httpClient";
import { Toaster } from "../../../src/layout/Toaster";

/*
 * The server's and the forms' messages are shown from the catalogue by their key, in the
 * current language: here a small test catalogue of a few Hindi texts over the English one (the
 * Hindi catalogue is its own piece of work), so that any English text on screen is a fault.
 */
const catalogue = {
  ...en,
  validation: { ...(en.validation as object), too_long: "अधिकतम %{max} अक्षर होने चाहिए" },
  api: {
    ...(en.api as object),
    school_not_found: "विद्यालय नहीं मिला",
    schools_activated: "%{smart_count} विद्यालय सक्रिय किए गए",
  },
} as TranslationMessages;
const i18nProvider = polyglotI18nProvider(() => catalogue, "hi", [{ locale: "hi", name: "हिन्दी" }]);

const schema = z.object({ school_name: z.string().max(5, tooLong(5)) });

/** The server's refusal of the name, in the envelope: a not-found with a field's rule. */
const refusal = {
  status: false,
  code: 404,
  message: "School not found",
  message_key: "api.school_not_found",
  errors: { school_name: "Must be at most 40 characters" },
  error_keys: { school_name: { key: "validation.too_long", params: { max: 40 } } },
};

function NameForm() {
  const client = fetchHttpClient(
    vi.fn(async () => new Response(JSON.stringify(refusal), { status: 404 })) as typeof fetch,
  );
  const submit = useSubmitShowingFieldErrors((values: object) =>
    client("/v1/x", { method: "POST", body: values, auth: false }),
  );
  return (
    <Form validate={validateWith(schema)} onSubmit={submit} mode="onSubmit">
      <TextInput source="school_name" />
      <SaveButton alwaysEnable />
    </Form>
  );
}

function renderForm() {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <NameForm />
      <Toaster />
    </AdminContext>,
  );
}

describe("the messages of the server and of the forms, by key", () => {
  let previous: MessageTranslator;
  beforeEach(() => {
    previous = setMessageTranslator(i18nProvider.translate);
  });
  afterEach(() => setMessageTranslator(previous));

  it("shows a rule the form checks in the current language, with its value", async () => {
    renderForm();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Too long a name" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("अधिकतम 5 अक्षर होने चाहिए")).toBeInTheDocument();
    expect(screen.queryByText("Must be at most 5 characters")).toBeNull();
  });

  it("shows the server's refusal and its field's message in the current language", async () => {
    renderForm();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Name" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("विद्यालय नहीं मिला")).toBeInTheDocument();
    expect(await screen.findByText("अधिकतम 40 अक्षर होने चाहिए")).toBeInTheDocument();
    expect(screen.queryByText("School not found")).toBeNull();
  });

  it("gives a success's message in the current language, with its count", async () => {
    const done = {
      status: true,
      code: 200,
      message: "3 schools activated",
      message_key: "api.schools_activated",
      message_params: { smart_count: 3 },
      resources: { data: { changed: 3 } },
    };
    const client = fetchHttpClient(
      vi.fn(async () => new Response(JSON.stringify(done), { status: 200 })) as typeof fetch,
    );
    const { json } = await client("/v1/x", { auth: false });
    expect(json.message).toBe("3 विद्यालय सक्रिय किए गए");
    expect(json.resources.data).toEqual({ changed: 3 });
  });

  it("shows the English text for a key the catalogue does not have", async () => {
    const english = { ...refusal, message: "Something new", message_key: "api.not_a_key" };
    const client = fetchHttpClient(
      vi.fn(async () => new Response(JSON.stringify(english), { status: 400 })) as typeof fetch,
    );
    const error = await client("/v1/x", { auth: false }).catch((e: Error) => e);
    expect((error as Error).message).toBe("Something new");
  });
});
