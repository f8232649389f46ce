import { useEffect, useState } from "react";
import Tooltip from "@mui/material/Tooltip";

/** The attribute TruncatedText puts on its text: the whole text, for the tooltip. */
export const CUT_TEXT_ATTRIBUTE = "data-cut-text";

/** What may be cut: a text carrying the attribute, or a table's column header (its own text). */
const CUT_TEXT = `[${CUT_TEXT_ATTRIBUTE}], th`;

/** MUI's own delay before a tooltip shows: moving across a table does not flash one per cell. */
const ENTER_DELAY_MS = 100;

const cutTextAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(CUT_TEXT) : null;

/**
 * The tooltip of the text TruncatedText cuts short, and of a cut column header: one MUI Tooltip
 * for the whole console, shown on the cut text under the pointer or with the keyboard's focus,
 * and only when the text is actually cut. One Tooltip per cell (three per row of the school list) was about a tenth of
 * the list's first render; this one costs the rows nothing. It is MUI's Tooltip, controlled and
 * anchored to the cut text (its popper's anchorEl); its own child is an empty span.
 */
export const CutTextTooltip = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (event: Event) => {
      const reached = cutTextAt(event.target);
      if (!reached) return;
      clearTimeout(timer);
      // Measured when reached: a resized window may cut a text it did not cut before.
      const cut =
        reached.scrollWidth > reached.clientWidth || reached.scrollHeight > reached.clientHeight;
      if (!cut) return;
      timer = setTimeout(() => setAnchor(reached), event.type === "focusin" ? 0 : ENTER_DELAY_MS);
    };
    const hide = (event: Event) => {
      const left = cutTextAt(event.target);
      if (!left) return;
      // Moving between the text and what is inside it (a link) keeps the tooltip.
      const next = (event as MouseEvent | FocusEvent).relatedTarget;
      if (next instanceof Node && left.contains(next)) return;
      clearTimeout(timer);
      setAnchor((current) => (current === left ? null : current));
    };
    document.addEventListener("mouseover", show);
    document.addEventListener("focusin", show);
    document.addEventListener("mouseout", hide);
    document.addEventListener("focusout", hide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseover", show);
      document.removeEventListener("focusin", show);
      document.removeEventListener("mouseout", hide);
      document.removeEventListener("focusout", hide);
    };
  }, []);
  // A text removed from the page (another screen) takes its tooltip with it.
  const open = anchor !== null && anchor.isConnected;
  return (
    <Tooltip
      open={open}
      title={anchor?.getAttribute(CUT_TEXT_ATTRIBUTE) ?? anchor?.textContent ?? ""}
      // MUI's Tooltip closes itself on Escape.
      onClose={() => setAnchor(null)}
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
};
