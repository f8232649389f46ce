import type { AuditEvent } from "../../contract/audit";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where the catalogue labels the fields of each kind of target; a school's by default. */
const FIELD_LABELS: Partial<Record<string, string>> = { holiday: "settings.holidays.fields" };

/** A field's name as its screen labels it (the school form's, a holiday's), else the API's name. */
const fieldName = (translate: Translate, field: string, targetType: string | null) => {
  const key = `${FIELD_LABELS[targetType ?? ""] ?? "resources.schools.fields"}.${field}`;
  const label = translate(key, { _: field });
  return label === key ? field : label;
};

/**
 * An event in one readable line: 'admin verified Delhi Public School, Noida', with an update's
 * changed fields and files, and whether a bulk action did it.
 */
export function eventSentence(event: AuditEvent, translate: Translate): string {
  const toggled = event.action.endsWith("status_changed")
    ? `${event.action}.${event.details.status ? "on" : "off"}`
    : event.action;
  const target = event.target_name ?? (event.target_id !== null ? `#${event.target_id}` : "");
  const parts = [translate(`audit.sentences.${toggled}`, { actor: event.actor_username, target })];
  const changes = Object.keys(event.details.changes ?? {});
  if (changes.length) {
    const fields = changes.map((f) => fieldName(translate, f, event.target_type)).join(", ");
    parts.push(translate("audit.sentences.changed", { fields }));
  }
  if (event.details.files_added?.length)
    parts.push(translate("audit.sentences.added", { files: event.details.files_added.join(", ") }));
  if (event.details.files_removed?.length)
    parts.push(
      translate("audit.sentences.removed", { files: event.details.files_removed.join(", ") }),
    );
  if (event.details.bulk) parts.push(translate("audit.sentences.bulk"));
  if (event.details.two_factor) parts.push(translate("audit.sentences.with_two_factor"));
  if (event.details.export) {
    parts.push(
      translate("audit.sentences.export_rows", { smart_count: event.details.export.rows }),
    );
    if (event.details.export.aborted) parts.push(translate("audit.sentences.export_aborted"));
  }
  if (event.details.reason)
    parts.push(translate(`audit.sentences.reasons.${event.details.reason}`));
  return parts.join("; ");
}

/** The changes of an update, field by field, for a tooltip: 'Pincode: 570001 → 570002'. */
export function changeLines(event: AuditEvent, translate: Translate): string[] {
  return Object.entries(event.details.changes ?? {}).map(
    ([field, { from, to }]) =>
      `${fieldName(translate, field, event.target_type)}: ${from ?? "—"} → ${to ?? "—"}`,
  );
}
