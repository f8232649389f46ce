import { z } from "zod";
import { failureEnvelope } from "./envelope";
import { validationMessages as m } from "./messages";

/*
 * Duplicate warnings, written once for every way a school enters the register (the form's
 * register and update today, a bulk import later): a school whose email, school phone number,
 * or name with the same pincode matches another school's is refused with 409 and the matching
 * schools, unless the request confirms that it is intended. Matching is case- and
 * space-insensitive (phone numbers by their digits); the keys are the database's
 * (server/db/migrations/008_duplicates.sql) and the query is server/schools/duplicates.ts.
 * Before them comes the UDISE+ code, which is unique: a code another school holds is a 409 of its
 * own (codeTakenFailureSchema) that no confirmation overrides. No Node imports here.
 */

/** What a school can match another on: its email, its phone number, its name in its pincode. */
export const DUPLICATE_RULES = [
  "school_email",
  "school_phone_number",
  "school_name_pincode",
] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number];

/** The multipart field that confirms a duplicate is intended: `confirm_duplicate=true`. */
export const CONFIRM_DUPLICATE_FIELD = "confirm_duplicate";

/** At most this many matching schools are listed (the oldest first). */
export const DUPLICATE_MATCHES_MAX = 10;

/** The fields of a school that the rules read. */
export interface DuplicateCandidate {
  school_email: string;
  school_phone_number: string;
  school_name: string;
  pincode: string;
}

/** The confirmation field as the payload schemas take it: absent is false. */
export const confirmDuplicateField = z
  .enum(["true", "false"], { error: m.confirm_duplicate_invalid })
  .optional()
  .transform((v) => v === "true")
  .meta({
    description:
      "`true` saves the school even when it matches another school (the 409 answer lists them).",
  });

export const duplicateMatchSchema = z
  .object({
    school_id: z.number().int(),
    school_name: z.string(),
    city_name: z.string(),
    matched: z.array(z.enum(DUPLICATE_RULES)).min(1).meta({
      description:
        "What matched: the email, the school phone number, or the name in the same pincode.",
    }),
  })
  .meta({ id: "DuplicateMatch" });
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;

/** The 409 answer of register and update: the failure envelope and the matching schools. */
export const duplicateFailureSchema = failureEnvelope
  .extend({ duplicates: z.array(duplicateMatchSchema).min(1).max(DUPLICATE_MATCHES_MAX) })
  .meta({
    id: "DuplicateSchools",
    description: `The school matches other schools; send \`${CONFIRM_DUPLICATE_FIELD}=true\` to save it anyway.`,
    examples: [
      {
        status: false as const,
        code: 409,
        message: m.duplicate_school,
        duplicates: [
          {
            school_id: 25,
            school_name: "Green Valley School",
            city_name: "Mysuru",
            matched: ["school_email" as const, "school_name_pincode" as const],
          },
        ],
      },
    ],
  });
export type DuplicateFailure = z.infer<typeof duplicateFailureSchema>;

/**
 * The 409 of a UDISE+ code that another school holds: the first duplicate rule, and one that
 * `confirm_duplicate` does not override (codes are unique). `errors.udise_code` names the school.
 */
export const codeTakenFailureSchema = failureEnvelope.meta({
  id: "UdiseCodeTaken",
  description: "The UDISE+ code is another school's; `errors.udise_code` names that school.",
  examples: [
    {
      status: false as const,
      code: 409,
      message: "UDISE+ code 29260100105 is already the code of Green Valley School",
      message_key: "api.udise_code_taken",
      message_params: { code: "29260100105", school: "Green Valley School" },
      errors: { udise_code: "UDISE+ code 29260100105 is already the code of Green Valley School" },
      error_keys: {
        udise_code: {
          key: "api.udise_code_taken",
          params: { code: "29260100105", school: "Green Valley School" },
        },
      },
    },
  ],
});

/** The matches a failed save carries, when it failed as a duplicate (from an error's `body`). */
export function duplicatesOf(body: unknown): DuplicateMatch[] | null {
  const parsed = z.object({ duplicates: z.array(duplicateMatchSchema).min(1) }).safeParse(body);
  return parsed.success ? parsed.data.duplicates : null;
}
