import { useEffect } from "react";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { TOAST_DURATION, toastStore, useToasts, type Toast } from "./toasts";
import { HEADER_HEIGHT } from "./headerHeight";

const close = (key: number) => toastStore.close(key);

/** One toast, whose own timer starts when it is shown. */
const ToastItem = ({ toast }: { toast: Toast }) => {
  useEffect(() => {
    const timer = setTimeout(() => close(toast.key), TOAST_DURATION[toast.type]);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      role={toast.type === "error" ? "alert" : "status"}
      onClose={() => close(toast.key)}
    >
      {toast.message}
    </Alert>
  );
};

/**
 * The toasts of the store at the top centre: three at a time, each closing after its type's
 * duration. Plain MUI, so that the sign-in entry shows them without react-admin. Below md a toast
 * is wider than the header's empty middle: it sits just under the header there, so that the
 * menu, brand, bell and avatar stay in sight and in reach.
 */
export const ToastStack = () => {
  const { shown } = useToasts();
  return (
    <Stack
      spacing={1}
      sx={{
        position: "fixed",
        top: { xs: HEADER_HEIGHT + 8, md: 16 },
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: 2000,
        width: "min(480px, 92vw)",
      }}
    >
      {shown.map((toast) => (
        <ToastItem key={toast.key} toast={toast} />
      ))}
    </Stack>
  );
};
