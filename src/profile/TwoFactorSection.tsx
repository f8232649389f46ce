import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import SecurityIcon from "@mui/icons-material/Security";
import QRCode from "qrcode";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Form,
  PasswordInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from "react-admin";
import {
  twoFactorDisablePayloadSchema,
  twoFactorEnablePayloadSchema,
  type TwoFactorDisablePayload,
  type TwoFactorEnablePayload,
  type TwoFactorSetup,
} from "../../contract/auth";
import { validateWith } from "../common/validateWith";
import type { RollcallDataProvider } from "../providers/dataProvider";
import { useSubmitShowingFieldErrors } from "../common/formHooks";
import { SubmitButton } from "../common/SubmitButton";
import { useOneAtATime } from "../common/useOneAtATime";
import { RecoveryCodes } from "./RecoveryCodes";

const validateEnable = validateWith(twoFactorEnablePayloadSchema);
const validateDisable = validateWith(twoFactorDisablePayloadSchema);

/** The QR code of the otpauth:// URI, drawn in the browser: the secret never leaves it. */
const QrCode = ({ uri }: { uri: string }) => {
  const translate = useTranslate();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <Box component="img" src={src} alt={translate("app.two_factor.qr_alt")} width={200} />
  ) : null;
};

const SetupDialog = ({ setup, onClose }: { setup: TwoFactorSetup; onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = useSubmitShowingFieldErrors(async (values: TwoFactorEnablePayload) => {
    const result = await dataProvider.enableTwoFactor({ code: values.code });
    setCodes(result.recovery_codes);
    void queryClient.invalidateQueries({ queryKey: ["two-factor"] });
  });
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby="two-factor-setup-title">
      <DialogTitle id="two-factor-setup-title">
        {translate(codes ? "app.two_factor.recovery_title" : "app.two_factor.setup_title")}
      </DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <RecoveryCodes codes={codes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate("app.two_factor.recovery_done")}
            </Button>
          </DialogActions>
        </>
      ) : (
        // The rules' messages show under the fields: no "form is not valid" toast over them.
        <Form validate={validateEnable} noValidate onSubmit={submit} disableInvalidFormNotification>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate("app.two_factor.scan")}
            </Typography>
            <QrCode uri={setup.otpauth_uri} />
            <Typography
              variant="body2"
              sx={{ my: 2, fontFamily: "monospace", wordBreak: "break-all" }}
              data-testid="two-factor-secret"
            >
              {translate("app.two_factor.secret", { secret: setup.secret })}
            </Typography>
            <TextInput
              source="code"
              label="app.two_factor.code"
              autoComplete="one-time-code"
              isRequired
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate("app.two_factor.cancel")}</Button>
            <SubmitButton label="app.two_factor.confirm" />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

const DisableDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const submit = useSubmitShowingFieldErrors(async (values: TwoFactorDisablePayload) => {
    const message = await dataProvider.disableTwoFactor(values);
    notify(message, { type: "success" });
    void queryClient.invalidateQueries({ queryKey: ["two-factor"] });
    onClose();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="two-factor-off-title" fullWidth maxWidth="xs">
      <DialogTitle id="two-factor-off-title">{translate("app.two_factor.off_title")}</DialogTitle>
      <Form validate={validateDisable} noValidate onSubmit={submit} disableInvalidFormNotification>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate("app.two_factor.off_hint")}
          </Typography>
          <PasswordInput
            source="password"
            label="app.two_factor.password"
            autoComplete="current-password"
            isRequired
            fullWidth
          />
          <TextInput
            source="code"
            label="app.two_factor.code"
            autoComplete="one-time-code"
            isRequired
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("app.two_factor.cancel")}</Button>
          <SubmitButton label="app.two_factor.turn_off" color="error" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** The section's one row: the state in words and the button that changes it. */
const TwoFactorRow = ({
  enabled,
  recoveryCodesLeft,
  busy,
  onTurnOn,
  onTurnOff,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
  busy: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 2,
        flexWrap: "wrap",
      }}
    >
      <Typography variant="body2">
        {enabled
          ? translate("app.two_factor.on", { smart_count: recoveryCodesLeft })
          : translate("app.two_factor.off")}
      </Typography>
      {enabled ? (
        <Button variant="outlined" color="error" onClick={onTurnOff}>
          {translate("app.two_factor.turn_off")}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<SecurityIcon />} disabled={busy} onClick={onTurnOn}>
          {translate("app.two_factor.turn_on")}
        </Button>
      )}
    </Box>
  );
};

/** The profile's two-factor sign-in section: turn it on (QR code, first code, recovery codes) or off. */
export const TwoFactorSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [disabling, setDisabling] = useState(false);
  const { data } = useQuery({
    queryKey: ["two-factor"],
    queryFn: () => dataProvider.getTwoFactor(),
  });
  const setup = useMutation({
    mutationFn: () => dataProvider.setupTwoFactor(),
    onError: (error: Error) => notify(error.message, { type: "error" }),
  });
  const turnOn = useOneAtATime(setup.mutateAsync);
  return (
    <Card component="section" aria-labelledby="two-factor-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="two-factor-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate("app.two_factor.title")}
        </Typography>
        {data ? (
          <TwoFactorRow
            enabled={data.enabled}
            recoveryCodesLeft={data.recovery_codes_left}
            busy={setup.isPending}
            onTurnOn={() => turnOn()}
            onTurnOff={() => setDisabling(true)}
          />
        ) : (
          // While the state loads, the skeleton takes the size of the row it stands for (as it is
          // for most accounts, off), wrapped as it will be, so the page below does not move.
          <Skeleton variant="rounded" sx={{ maxWidth: "none" }}>
            <TwoFactorRow
              enabled={false}
              recoveryCodesLeft={0}
              busy
              onTurnOn={() => {}}
              onTurnOff={() => {}}
            />
          </Skeleton>
        )}
      </CardContent>
      {setup.data && <SetupDialog setup={setup.data} onClose={() => setup.reset()} />}
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
    </Card>
  );
};
