import { useTranslate } from "react-admin";
import { useLoadingFlag } from "./loadingFlag";
import { Overlay } from "./Overlay";

/** A blocking overlay: the global one follows the shared loading flag; screens pass `open` and a text. */
export const LoadingOverlay = ({ open, text }: { open?: boolean; text?: string }) => {
  const flag = useLoadingFlag();
  const translate = useTranslate();
  return <Overlay open={open ?? flag} label={text ?? translate("app.loading")} text={text} />;
};
