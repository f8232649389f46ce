import { z } from "zod";

/*
 * The envelope every Rollcall API response travels in (success and failure alike), as zod
 * schemas: the server's serializer answers through them (so no field leaves by accident) and
 * the OpenAPI document is generated from them. `code` repeats the HTTP status so that a client
 * which only sees the body still knows it.
 */

/** The page size the spec fixes for the school and board-admin lists. */
export const PAGE_SIZE = 10;
/** The largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

const messageParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .meta({ description: "The values of the message's %{placeholders}, by name." });

/** A message as its catalogue key and the values of its placeholders. */
export const keyedMessageSchema = z
  .object({ key: z.string(), params: messageParams.optional() })
  .meta({ id: "KeyedMessage", description: "A message's catalogue key and its values." });

const head = {
  code: z.number().int().min(100).max(599).meta({ description: "The HTTP status, repeated." }),
  message: z.string().meta({ description: "A readable sentence for the user, in English." }),
  message_key: z.string().meta({
    description:
      "`message`'s key in the console's catalogue (`api.*` or `validation.*`, contract/messages.ts), for a client to show it in the user's language.",
  }),
  message_params: messageParams.optional().meta({
    description: "The values of `message_key`'s %{placeholders}, when it has any.",
  }),
};

const pageInfo = {
  total: z.number().int().min(0),
  total_pages: z.number().int().min(1),
  current_page: z.number().int().min(1),
};

/** A success carrying `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), ...head, resources: z.object({ data }) });
}

/** A success carrying one page of a list and its totals. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal(true),
    ...head,
    resources: z.object({ data: z.array(item), ...pageInfo }),
  });
}

/** A success that only says what was done: `data` is null. */
export const messageEnvelope = successEnvelope(z.null()).meta({
  id: "Done",
  description: "The request succeeded; `resources.data` is null.",
});

/** Every failure: no `resources`; on bad input, `errors` gives a message per field. */
export const failureEnvelope = z
  .object({
    status: z.literal(false),
    ...head,
    message_key: head.message_key.optional().meta({
      description:
        "`message`'s key in the console's catalogue; absent only when the text is not the catalogue's (the framework's or the schema library's own words).",
    }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Field name to message, on a validation failure." }),
    error_keys: z.record(z.string(), keyedMessageSchema).optional().meta({
      description:
        "Field name to the key (and values) of its message in `errors`, for each message that is the catalogue's.",
    }),
    request_id: z.string().optional().meta({
      description: "On a server error: the id it was logged under, for the user to quote.",
    }),
  })
  .meta({ id: "Failure", description: "A failed request." });

export type ApiFailure = z.infer<typeof failureEnvelope>;

export interface ListResources<T> extends z.infer<z.ZodObject<typeof pageInfo>> {
  data: T[];
}

/** A success envelope of any `data` (the list fields are there for lists). */
export type ApiEnvelope<T> = Omit<z.infer<ReturnType<typeof successEnvelope>>, "resources"> & {
  resources: { data: T } & Partial<z.infer<z.ZodObject<typeof pageInfo>>>;
};
