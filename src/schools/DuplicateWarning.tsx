import { useCallback, useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import MuiLink from "@mui/material/Link";
import { useFormState, useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import { SaveButton, useTranslate } from "react-admin";
import { duplicatesOf, type DuplicateMatch } from "../../contract/duplicates";
import { useNotifySaveFailure } from "../common/formHooks";
import { errorStatus } from "../providers/httpClient";
import { toConfirmedSaveInput } from "./schoolFormState";

/** The schools one failed save matched; `answer` counts the answers (a new one is shown anew). */
export interface DuplicateAnswer {
  matches: DuplicateMatch[];
  answer: number;
}

/**
 * The save failure handler of the school form: a duplicate (409 with the matching schools)
 * becomes the list the form shows, any other failure the usual toast.
 */
export function useDuplicateMatches() {
  const notifyFailure = useNotifySaveFailure();
  const [duplicates, setDuplicates] = useState<DuplicateAnswer | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const found =
        errorStatus(error) === 409 ? duplicatesOf((error as { body?: unknown }).body) : null;
      setDuplicates((last) => (found ? { matches: found, answer: (last?.answer ?? 0) + 1 } : null));
      // The list says it (as an alert) with more than a toast could.
      if (!found) notifyFailure(error);
    },
    [notifyFailure],
  );
  return { duplicates, onError };
}

/** The fields the duplicate rules read: once one changes, the matches shown may no longer hold. */
const KEY_FIELDS = ["school_email", "school_phone_number", "school_name", "pincode"] as const;

/**
 * The schools a save matched, each a link to its profile in a new tab (the form and what was
 * typed stay), and 'Save anyway': react-admin's SaveButton on the form's own save, with the
 * confirmation added to what it sends.
 */
export const DuplicateWarning = ({ duplicates }: { duplicates: DuplicateAnswer }) => {
  const translate = useTranslate();
  const keys = useWatch({ name: KEY_FIELDS }).join("\u0000");
  const { isSubmitting } = useFormState();
  // The second click of a double click can come before the form re-renders with the button
  // disabled (a busy machine): a click while one is on its way sends nothing.
  const sending = useRef(false);
  useEffect(() => {
    if (!isSubmitting) sending.current = false;
  }, [isSubmitting]);
  // The values the server matched (this component is keyed by the answer, so it starts anew).
  const [matchedKeys] = useState(keys);
  const alert = useRef<HTMLDivElement>(null);
  // Each answer is brought into view: on a phone the save bar, and the list with it, sits at the
  // end of the form while the list is shown.
  useEffect(() => {
    alert.current?.scrollIntoView({ block: "nearest" });
  }, []);
  const { matches } = duplicates;
  const what = (match: DuplicateMatch) =>
    match.matched.map((rule) => translate(`schools.form.duplicates.rules.${rule}`)).join(", ");
  // 'Save anyway' confirms only what was shown: after a change, Save checks again.
  if (keys !== matchedKeys) return null;
  return (
    <Alert
      ref={alert}
      severity="warning"
      // On a wider screen the list keeps to part of the height, in a scroll of its own, so that
      // the form stays in view above the save bar; on a phone every match is shown, with the
      // whole width ('Save anyway' goes under them).
      sx={{
        mb: 1.5,
        maxHeight: { sm: "40vh" },
        overflowY: { sm: "auto" },
        flexWrap: { xs: "wrap", sm: "nowrap" },
        "& .MuiAlert-message": { flex: "1 1 0" },
        "& .MuiAlert-action": { flexBasis: { xs: "100%", sm: "auto" }, justifyContent: "flex-end" },
      }}
      action={
        <SaveButton
          type="button"
          label="schools.form.duplicates.save_anyway"
          transform={toConfirmedSaveInput}
          // Enabled on an untouched form too (an edit can match as loaded), but not while the
          // save is on its way: SaveButton then disables itself, so a double click sends once.
          alwaysEnable={!isSubmitting}
          onClick={(event) => {
            if (sending.current) event.preventDefault();
            sending.current = true;
          }}
        />
      }
    >
      <AlertTitle>{translate("schools.form.duplicates.title")}</AlertTitle>
      {translate("schools.form.duplicates.text")}
      <ul style={{ margin: "4px 0 0", paddingLeft: 20, overflowWrap: "anywhere" }}>
        {matches.map((match) => (
          <li key={match.school_id}>
            <MuiLink
              component={Link}
              to={`/school/profile/${match.school_id}`}
              target="_blank"
              rel="noopener"
              aria-label={translate("schools.form.duplicates.open", {
                name: match.school_name,
              })}
            >
              {match.school_name}
            </MuiLink>
            {translate("schools.form.duplicates.match", {
              city: match.city_name,
              what: what(match),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
