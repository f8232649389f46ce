import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import SchoolIcon from "@mui/icons-material/School";
import { loginSchema, twoFactorLoginPayloadSchema } from "../../contract/auth";
import { validateWith } from "../common/validateWith";
import { fieldErrors } from "../providers/httpClient";
import { MfaRequiredError, type LoginParams } from "../providers/authProvider";
import { toastStore, type ToastType } from "../layout/toasts";

const validate = validateWith(loginSchema);
const validateCode = validateWith(twoFactorLoginPayloadSchema.pick({ code: true }));

export type Translate = (key: string, options?: { _?: string }) => string;

export interface SignInFormProps {
  translate: Translate;
  /**
   * Signs in (the authProvider's login) and moves on to the console; rejects on failure, with
   * MfaRequiredError when the account wants a code.
   */
  login: (params: LoginParams) => Promise<unknown>;
  notify: (message: string, type: ToastType) => void;
  /** The session ended on its own (a 401): the page says why. */
  sessionExpired?: boolean;
  /** Called at the first keystroke, to fetch what comes after sign-in while the user types. */
  onTyping?: () => void;
  /** The language choice, under the form. */
  languageChoice?: ReactNode;
}

type Errors = Record<string, string>;

/*
 * Plain MUI fields with React state, not react-admin's Form and TextInput: this form is also
 * the sign-in entry, which loads without react-admin (about 150 KiB of JavaScript in all). The
 * fields take react-admin's default look (filled, dense), so the page is the same in both.
 */
const fieldProps = { variant: "filled", margin: "dense", size: "small", fullWidth: true } as const;

const serverMessage = (error: unknown) => (error as Error | null)?.message || "app.login.failed";

const successMessage = (result: unknown) =>
  (result as { message?: string } | undefined)?.message ?? "Login successful";

/**
 * Signed in: the failures of earlier tries ("Invalid username or password.") are over, and
 * must not stay beside the success on the dashboard. Both ways of notifying end in the store.
 */
const signedIn = (result: unknown, notify: SignInFormProps["notify"]) => {
  toastStore.dismiss("error");
  notify(successMessage(result), "success");
};

/** A step's submit button: disabled, and saying so, while its request is on its way. */
const SubmitButton = ({
  translate,
  submitting,
  label,
  busyLabel,
}: {
  translate: Translate;
  submitting: boolean;
  label: string;
  busyLabel: string;
}) => {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      disabled={submitting}
      sx={{ mt: 2 }}
    >
      {translate(submitting ? busyLabel : label)}
    </Button>
  );
};

/** The second step when the account has two-factor sign-in on. */
const CodeStep = ({
  translate,
  submitting,
  onSubmit,
  onBack,
}: {
  translate: Translate;
  submitting: boolean;
  onSubmit: (code: string) => Promise<Errors | void>;
  onBack: () => void;
}) => {
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCode({ code });
    setErrors(invalid);
    if (invalid.code) return;
    setErrors((await onSubmit(code)) ?? {});
  };
  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mb: 2 }} id="login-code-hint">
        {translate("app.login.code_hint")}
      </Typography>
      <TextField
        {...fieldProps}
        name="code"
        label={translate("app.login.code")}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        required
        autoFocus
        error={Boolean(errors.code)}
        // Already in the user's language: validateWith and the httpClient translate by key.
        helperText={errors.code || " "}
        slotProps={{ htmlInput: { "aria-describedby": "login-code-hint", spellCheck: false } }}
      />
      <SubmitButton
        translate={translate}
        submitting={submitting}
        label="app.login.verify"
        busyLabel="app.login.verifying"
      />
      <Button fullWidth onClick={onBack} disabled={submitting} sx={{ mt: 1 }}>
        {translate("app.login.back")}
      </Button>
    </form>
  );
};

/**
 * The sign-in card (spec, sign-in): username and password, then the code when two-factor
 * sign-in is on. Shared by the sign-in entry and the console's own `/` route, which differ only
 * in how they translate, notify and sign in.
 */
export const SignInForm = ({
  translate,
  login,
  notify,
  sessionExpired,
  onTyping,
  languageChoice,
}: SignInFormProps) => {
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failures, setFailures] = useState(0);
  // Set when the password was right and a code is wanted.
  const [challenge, setChallenge] = useState<string | null>(null);
  const password = useRef<HTMLInputElement>(null);
  const typed = useRef(false);

  // After a failed sign-in the password is cleared and focused, ready for another try.
  useEffect(() => {
    if (failures > 0) password.current?.focus();
  }, [failures]);

  const change = (field: "username" | "password", value: string) => {
    if (!typed.current) {
      typed.current = true;
      onTyping?.();
    }
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      signedIn(await login(values), notify);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof MfaRequiredError) {
        setChallenge(error.challenge);
        return;
      }
      notify(serverMessage(error), "error");
      setValues((current) => ({ ...current, password: "" }));
      setFailures((n) => n + 1);
    }
  };

  const submitCode = async (code: string): Promise<Errors | void> => {
    setSubmitting(true);
    try {
      signedIn(await login({ challenge: challenge ?? "", code }), notify);
    } catch (error) {
      setSubmitting(false);
      notify(serverMessage(error), "error");
      // A wrong code is shown under its field; an expired challenge or too many tries means
      // starting again from the password.
      const errors = fieldErrors(error);
      if (errors?.code) return errors;
      setChallenge(null);
    }
  };

  // Already in the user's language: validateWith and the httpClient translate by key.
  const fieldError = (field: string) => errors[field] || " ";

  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "background.default",
        p: 2,
      }}
    >
      <Card sx={{ width: "100%", maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ textAlign: "center", mb: 3 }}>
            <SchoolIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {translate("app.login.title")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate("app.login.subtitle")}
            </Typography>
          </Box>
          {sessionExpired && (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              {translate("app.login.session_expired")}
            </Alert>
          )}
          {challenge ? (
            <CodeStep
              translate={translate}
              submitting={submitting}
              onSubmit={submitCode}
              onBack={() => setChallenge(null)}
            />
          ) : (
            <form onSubmit={submit} noValidate>
              <TextField
                {...fieldProps}
                name="username"
                label={translate("app.login.username")}
                placeholder={translate("app.login.username_placeholder")}
                value={values.username}
                onChange={(event) => change("username", event.target.value)}
                autoComplete="username"
                required
                autoFocus
                error={Boolean(errors.username)}
                helperText={fieldError("username")}
              />
              <TextField
                {...fieldProps}
                name="password"
                label={translate("app.login.password")}
                type={showPassword ? "text" : "password"}
                value={values.password}
                onChange={(event) => change("password", event.target.value)}
                inputRef={password}
                autoComplete="current-password"
                required
                error={Boolean(errors.password)}
                helperText={fieldError("password")}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={translate(
                            showPassword ? "app.login.hide_password" : "app.login.show_password",
                          )}
                          onClick={() => setShowPassword((v) => !v)}
                          edge="end"
                        >
                          {/* react-admin's PasswordInput's convention, as in the other forms. */}
                          {showPassword ? <Visibility /> : <VisibilityOff />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <SubmitButton
                translate={translate}
                submitting={submitting}
                label="app.login.submit"
                busyLabel="app.login.submitting"
              />
            </form>
          )}
          {languageChoice}
        </CardContent>
      </Card>
    </Box>
  );
};
