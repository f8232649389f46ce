import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import SchoolIcon from "@mui/icons-material/School";
import { Navigate, useLocation } from "react-router-dom";
import { useFormContext } from "react-hook-form";
import { Form, TextInput, useLogin, useNotify, useTranslate } from "react-admin";
import { loginSchema, twoFactorLoginPayloadSchema, type LoginInput } from "../../contract/auth";
import { validateWith } from "../common/validateWith";
import { fieldErrors, TOKEN_KEY } from "../providers/httpClient";
import { MfaRequiredError } from "../providers/authProvider";
import { SessionExpiredNotice } from "./SessionExpiredNotice";

const validate = validateWith(loginSchema);
const validateCode = validateWith(twoFactorLoginPayloadSchema.pick({ code: true }));

/** After a failed sign-in, the password is cleared and focused, ready for another try. */
const FocusPasswordAfterFailure = ({ failures }: { failures: number }) => {
  const { setValue, setFocus } = useFormContext();
  useEffect(() => {
    if (failures === 0) return;
    setValue("password", "");
    setFocus("password");
  }, [failures, setValue, setFocus]);
  return null;
};

/** The second step when the account has two-factor sign-in on. */
const CodeStep = ({
  submitting,
  onSubmit,
  onBack,
}: {
  submitting: boolean;
  onSubmit: (values: Record<string, unknown>) => Promise<void | Record<string, string>>;
  onBack: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Form onSubmit={onSubmit} validate={validateCode} mode="onSubmit" noValidate>
      <Typography variant="body2" sx={{ mb: 2 }} id="login-code-hint">
        {translate("app.login.code_hint")}
      </Typography>
      <TextInput
        source="code"
        label="app.login.code"
        autoComplete="one-time-code"
        isRequired
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { "aria-describedby": "login-code-hint", spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={submitting}
        sx={{ mt: 2 }}
      >
        {translate(submitting ? "app.login.verifying" : "app.login.verify")}
      </Button>
      <Button fullWidth onClick={onBack} disabled={submitting} sx={{ mt: 1 }}>
        {translate("app.login.back")}
      </Button>
    </Form>
  );
};

/** Sign-in, at `/` without the shell. A signed-in user opening `/` goes to the dashboard. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failures, setFailures] = useState(0);
  // Set when the password was right and a code is wanted.
  const [challenge, setChallenge] = useState<string | null>(null);
  // After a session ended on some page, signing in again returns there.
  const next = (useLocation().state ?? {}) as { nextPathname?: string; nextSearch?: string };
  const target =
    next.nextPathname && next.nextPathname !== "/"
      ? next.nextPathname + (next.nextSearch ?? "")
      : "/dashboard";

  if (localStorage.getItem(TOKEN_KEY) && !submitting) return <Navigate to="/dashboard" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      const result = (await login(values as LoginInput, target)) as
        { message?: string } | undefined;
      notify(result?.message ?? "Login successful", { type: "success" });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof MfaRequiredError) {
        setChallenge(error.challenge);
        return;
      }
      notify((error as Error)?.message || "app.login.failed", { type: "error" });
      setFailures((n) => n + 1);
    }
  };

  const submitCode = async (
    values: Record<string, unknown>,
  ): Promise<void | Record<string, string>> => {
    setSubmitting(true);
    try {
      const result = (await login({ challenge, code: values.code }, target)) as
        { message?: string } | undefined;
      notify(result?.message ?? "Login successful", { type: "success" });
    } catch (error) {
      setSubmitting(false);
      notify((error as Error)?.message || "app.login.failed", { type: "error" });
      // A wrong code is shown under its field; an expired challenge or too many tries means
      // starting again from the password.
      const errors = fieldErrors(error);
      if (errors?.code) return errors;
      setChallenge(null);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "grey.100",
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
          <SessionExpiredNotice />
          {challenge ? (
            <CodeStep
              submitting={submitting}
              onSubmit={submitCode}
              onBack={() => setChallenge(null)}
            />
          ) : (
            <Form onSubmit={submit} validate={validate} mode="onSubmit" noValidate>
              <FocusPasswordAfterFailure failures={failures} />
              <TextInput
                source="username"
                label="app.login.username"
                placeholder={translate("app.login.username_placeholder")}
                autoComplete="username"
                isRequired
                fullWidth
                autoFocus
              />
              <TextInput
                source="password"
                label="app.login.password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                isRequired
                fullWidth
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
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                size="large"
                disabled={submitting}
                sx={{ mt: 2 }}
              >
                {translate(submitting ? "app.login.submitting" : "app.login.submit")}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
