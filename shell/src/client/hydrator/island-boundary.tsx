import { Component, type ReactNode } from 'react';

interface Props {
  /** `owner:name`, for the log. */
  label: string;
  /** The island's server HTML, shown again if the island breaks. */
  serverHtml: string;
  /** Called once the island has broken (its server HTML is on screen again). */
  onFailed: () => void;
  children: ReactNode;
}

/**
 * One island that throws breaks only itself: the error is logged and the island's server HTML stays
 * on screen, readable, its links and forms working as without JavaScript.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`Island ${this.props.label} failed:`, error);
    this.props.onFailed();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <div css={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.serverHtml }} />;
  }
}
