import { z } from "zod";
import { validationMessages as m } from "./messages";

const ROLES = ["super_admin", "board_admin"] as const;
export type Role = (typeof ROLES)[number];

/** The login form. The API receives these as HTTP Basic credentials with an empty body. */
export const loginSchema = z.object(
  {
    username: z.string({ error: m.username_required }).trim().min(1, m.username_required),
    password: z.string({ error: m.password_required }).min(1, m.password_required),
  },
  { error: m.request_invalid },
);
export type LoginInput = z.infer<typeof loginSchema>;

const person = {
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
};

export const adminProfileSchema = z.object(person).meta({
  id: "AdminProfile",
  examples: [
    {
      first_name: "Super",
      middle_name: null,
      last_name: "Admin",
      email: "admin@rollcall.example",
      phone_number: "9000000000",
    },
  ],
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** What login answers in resources.data: the token plus the user's details, flat. */
export const loginDataSchema = z
  .object({
    token: z.string().meta({ description: "The bearer token of the new session." }),
    id: z.number().int(),
    username: z.string(),
    ...person,
    role: z.enum(ROLES),
  })
  .meta({
    id: "LoginData",
    examples: [
      {
        token: "q3V…",
        id: 1,
        username: "admin",
        ...(adminProfileSchema.meta()?.examples as AdminProfile[])[0],
        role: "super_admin" as const,
      },
    ],
  });
export type LoginData = z.infer<typeof loginDataSchema>;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The wire payload of POST /v1/super-admin/change-password. */
export const changePasswordPayloadSchema = z
  .object(
    {
      current_password: z
        .string({ error: m.current_password_required })
        .min(1, m.current_password_required),
      password: z
        .string({ error: m.new_password_required })
        .min(1, m.new_password_required)
        .min(PASSWORD_MIN, m.password_min)
        .max(PASSWORD_MAX, m.password_max),
    },
    { error: m.request_invalid },
  )
  .refine((body) => body.password !== body.current_password, {
    path: ["password"],
    message: m.password_unchanged,
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordPayloadSchema>;

const changePasswordFields = z.object(
  {
    current_password: changePasswordPayloadSchema.shape.current_password,
    new_pass: changePasswordPayloadSchema.shape.password,
    confirm_pass: z
      .string({ error: m.confirm_password_required })
      .min(1, m.confirm_password_required),
  },
  { error: m.request_invalid },
);
export type ChangePasswordForm = z.infer<typeof changePasswordFields>;

/**
 * The change-password modal: the payload's rules under the form's names, plus the confirmation.
 * The confirmation is checked over the raw values, beside the fields' own rules, so that every
 * failing rule shows at once: an object-level refine would not run while any field fails.
 */
export const changePasswordFormSchema = z
  .unknown()
  .superRefine((input, ctx) => {
    const values = (input ?? {}) as Record<string, unknown>;
    const fields = changePasswordFields.safeParse(values);
    if (!fields.success) for (const issue of fields.error.issues) ctx.addIssue({ ...issue });
    const { current_password: current, new_pass: newPass, confirm_pass: confirm } = values;
    if (typeof newPass === "string" && newPass !== "" && newPass === current) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: as below, zod's tag for a rule of our own.
        code: "custom",
        path: ["new_pass"],
        message: m.password_unchanged,
      });
    }
    if (typeof confirm === "string" && confirm !== "" && confirm !== newPass) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: zod's tag for a rule of our own, which it requires; the form shows the message at its path whatever the tag says.
        code: "custom",
        path: ["confirm_pass"],
        message: m.passwords_must_match,
      });
    }
  })
  .transform((input) => changePasswordFields.parse(input));

export function toChangePasswordPayload(form: ChangePasswordForm): ChangePasswordPayload {
  // The spec sends the confirmed value as `password`.
  return { current_password: form.current_password, password: form.confirm_pass };
}

// --- Two-factor sign-in (TOTP, RFC 6238) ---

/** A six-digit code from an authenticator app. */
export const totpCodeSchema = z
  .string({ error: m.code_required })
  .trim()
  .min(1, m.code_required)
  .regex(/^\d{6}$/, m.code_invalid);

/** The second step of a sign-in: the challenge the first answered, and a code or a recovery code. */
export const twoFactorLoginPayloadSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: z.string({ error: m.code_required }).trim().min(1, m.code_required).max(64),
});
export type TwoFactorLoginPayload = z.infer<typeof twoFactorLoginPayloadSchema>;

/** What login answers instead of a token when the account has two-factor sign-in on. */
export const mfaChallengeSchema = z
  .object({
    mfa_required: z.literal(true),
    challenge: z.string().meta({
      description: "Valid for `expires_in` seconds, for one sign-in from the same address.",
    }),
    expires_in: z.number().int(),
  })
  .meta({ id: "MfaChallenge" });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export function isMfaChallenge(data: LoginData | MfaChallenge): data is MfaChallenge {
  return (data as MfaChallenge).mfa_required === true;
}

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret awaiting its first code: shown as a QR code of `otpauth_uri`, or typed in. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnablePayloadSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnablePayload = z.infer<typeof twoFactorEnablePayloadSchema>;

/** Ten one-time codes, shown once when two-factor sign-in is turned on. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisablePayloadSchema = z.object({
  password: z.string({ error: m.password_required }).min(1, m.password_required),
  code: totpCodeSchema,
});
export type TwoFactorDisablePayload = z.infer<typeof twoFactorDisablePayloadSchema>;

// --- Sessions ---

export const sessionInfoSchema = z
  .object({
    id: z.string(),
    /** Browser and system, read from the user agent ("Chrome 131 on Windows 10"). */
    browser: z.string(),
    os: z.string(),
    client_address: z.string().nullable(),
    signed_in_at: z.string(),
    last_seen_at: z.string(),
    /** The session making this request. */
    current: z.boolean(),
  })
  .meta({ id: "SessionInfo" });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionParamsSchema = z.object({ id: z.string().min(1).max(100) });
