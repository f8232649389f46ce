import { useEffect, useState } from "react";
import { useNotify } from "react-admin";
import { useFormContext } from "react-hook-form";
import { sessionExpiry } from "../providers/sessionExpiry";
import { clearDraft, readDraft, writeDraft, type SchoolDraft } from "./schoolFormState";

/**
 * The draft of a school form, keyed by its route: read once when the form opens, announced
 * when found (with a word about the files, which a draft cannot keep).
 */
export function useSchoolDraft(key: string): SchoolDraft | null {
  const notify = useNotify();
  const [draft] = useState(() => readDraft(key));
  useEffect(() => {
    if (draft) notify("schools.form.draft_restored", { type: "info" });
  }, [draft, notify]);
  return draft;
}

/**
 * Keeps what is typed in sessionStorage while the form is open. Leaving the form with the
 * session alive (save, back, another page) drops the draft; a session that ended (401) keeps
 * it for after the next sign-in.
 */
export const DraftKeeper = ({ draftKey }: { draftKey: string }) => {
  const { watch, getValues } = useFormContext();
  useEffect(() => {
    if (readDraft(draftKey)) writeDraft(draftKey, getValues());
    const subscription = watch((values) => writeDraft(draftKey, values));
    return () => {
      subscription.unsubscribe();
      if (!sessionExpiry.get()) clearDraft(draftKey);
    };
  }, [draftKey, watch, getValues]);
  return null;
};
