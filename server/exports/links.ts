import { createHmac, timingSafeEqual } from "node:crypto";
import { paths } from "../../contract/api";
import {
  EXPORT_LINK_TTL_SECONDS,
  type ExportFormat,
  type ExportList,
} from "../../contract/exports";

/**
 * What an export's link carries: the list, the format, the list's query as it was given, and
 * who asked (the download itself needs no session: its audit event names this account).
 */
export interface ExportTicket {
  list: ExportList;
  format: ExportFormat;
  /** The list's query, as sent: parsed again, with the same schema, by the download. */
  query: Record<string, string>;
  account_id: number;
  username: string;
  /** Unix seconds. */
  expires: number;
}

export type TicketCheck =
  { result: "valid"; ticket: ExportTicket } | { result: "expired" } | { result: "invalid" };

/**
 * Signed export links, as the documents' links are (server/schools/links.ts, the same key in
 * the database): the ticket in the path, base64url JSON and its HMAC. A different prefix in the
 * MAC keeps a document's signature from ever passing for an export's.
 */
export function exportLinks(key: Buffer, now: () => Date) {
  const mac = (body: string) =>
    createHmac("sha256", key).update(`export:${body}`).digest("base64url");
  return {
    sign(ticket: Omit<ExportTicket, "expires">): { url: string; expires: Date } {
      const expires = Math.floor(now().getTime() / 1000) + EXPORT_LINK_TTL_SECONDS;
      const body = Buffer.from(JSON.stringify({ ...ticket, expires })).toString("base64url");
      return {
        url: paths.exportDownload(`${body}.${mac(body)}`),
        expires: new Date(expires * 1000),
      };
    },
    check(token: string): TicketCheck {
      const [body, sig, ...rest] = token.split(".");
      if (!body || !sig || rest.length) return { result: "invalid" };
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { result: "invalid" };
      // Signed by this server: its JSON is ours.
      const ticket = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ExportTicket;
      if (ticket.expires * 1000 < now().getTime()) return { result: "expired" };
      return { result: "valid", ticket };
    },
  };
}
export type ExportLinks = ReturnType<typeof exportLinks>;
