import { Component, type ReactNode } from "react";

/**
 * Keeps the dashboard usable when the charts' chunk cannot be loaded (offline, or a deploy
 * replaced it since the page was opened): the cards and reports stay, the charts give way to
 * `fallback`.
 */
export class ChartsBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
