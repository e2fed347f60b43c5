import { Component, Suspense, use, type ReactNode } from 'react';
import { loadRemotePages, remoteState, forgetRemote } from '../federation/remote-registry';

function RemotePageContent({ remote, page }: { remote: string; page: string }) {
  const state = remoteState(remote);
  const pages = state?.status === 'ready' ? state.pages : use(loadRemotePages(remote, 5000));
  const def = pages[page];
  if (!def) throw new Error(`Remote ${remote} has no page ${page}`);
  return <def.Component />;
}

class Boundary extends Component<{ remote: string; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert">
          <p>This part of the site is not available right now.</p>
          <button onClick={() => { forgetRemote(this.props.remote); this.setState({ error: null }); }}>Retry</button>
        </div>
      );
    }
    return this.props.children;
  }
}

export function RemotePage({ remote, page }: { remote: string; page: string }) {
  return (
    <Boundary remote={remote}>
      <Suspense fallback={<p>Loading…</p>}>
        <RemotePageContent remote={remote} page={page} />
      </Suspense>
    </Boundary>
  );
}
