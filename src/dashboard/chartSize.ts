/** The drawing's height of a trend chart. */
export const CHART_HEIGHT = 280;
/**
 * A chart's card, fixed: the drawing, its caption and the card's padding. Its own module, so that
 * the dashboard holds the charts' room before their code has loaded.
 */
export const CHART_CARD_HEIGHT = CHART_HEIGHT + 80;
