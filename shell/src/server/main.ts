// One shell server process, alone or as one of the workers (start.ts).
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { watchRemoteDeployments, type Redeploy } from '../federation/redeploy-watch';
import { deploymentOf, knowReleases, rootDeployment, serveCurrentDeployments, serveDeployment } from '../federation/remote-deployments';
import { forgetReleaseRuntimes } from '../federation/release-runtimes';
import { loadModuleForRequest, warmUpRemotes } from '../federation/server-loading';
import { renderPage } from './render-page';
import { createPageCache, PAGE_CACHE_LIMITS } from './page-cache';
import { brandFontHead, type DocumentAssets, type PublishedFonts } from './html-document';
import { askPrimary, listenForRedeploys } from './workers';
import { createLogger, defaultLogFormat, setLogger } from './log';
import { checkReadiness } from './routes/health';
import { documentsOf } from './routes/documents';
import { listDataOf } from './routes/api';
import { createServer } from './server';
import { runtimeConfigOrExit } from './runtime-config';
import { createReleaseCoordinator, RELEASE_STATUS_REQUEST } from './releases/release-coordinator';
import { reportCounts } from './releases/release-counts';
import type { ReleaseStatus } from '@pv/shared/contract/release-status';
import type { AssessmentResultsModule } from '@pv/shared/contract/assessment-results';

const config = runtimeConfigOrExit(process.env);
setLogger(createLogger({ format: config.logFormat ?? defaultLogFormat(), level: config.logLevel }));

const distDir = path.resolve(__dirname, '..');
const assetsDir = path.join(distDir, 'browser');
const readAssets = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(assetsDir, file), 'utf8')) as T & { scripts: string[] };
const bootAssets = readAssets<{ fonts: PublishedFonts }>('boot-assets.json');
const assets: DocumentAssets = {
  boot: bootAssets.scripts.map((file) => `/assets/${file}`),
  hydrator: readAssets('hydrator-assets.json').scripts.map((file) => `/assets/${file}`),
  fontHead: brandFontHead(bootAssets.fonts),
};
const pageCache = createPageCache({ freshMs: config.pageCacheMs, ...PAGE_CACHE_LIMITS });

/** A new deployment's pages are rendered again; a release its index no longer names is unloaded. */
const applyRedeploy = ({ name, deployment, canary, kept }: Redeploy) => {
  const remote = config.remotes.find((location) => location.name === name);
  if (!remote) return;
  if (serveDeployment(remote, deployment)) pageCache.clearRemote(name);
  knowReleases(name, { canary, kept });
  const keep = [...kept, ...(canary ? [canary.version] : [])].filter((release) => release !== deployment.id);
  forgetReleaseRuntimes(name, keep);
};

// A worker hands its counts to the primary, which judges the canaries; a server on its own does both.
const coordinator = cluster.isWorker ? null : createReleaseCoordinator(config.releases.abortRule);
const stopCounting = reportCounts((message) => (coordinator ? coordinator.counted('server', message.counts) : process.send?.(message)));
const releaseStatus = async () => coordinator?.status() ?? askPrimary<ReleaseStatus>(RELEASE_STATUS_REQUEST, null, 2_000);
coordinator?.onAbort(applyRedeploy);

const serverStarted = createServer({
  config,
  renderPage: (url, posted, releases) => renderPage(url, config, assets, posted, releases),
  pageCache,
  listData: listDataOf(config.serverSite),
  documents: documentsOf(config),
  readiness: () =>
    checkReadiness({
      remotes: config.remotes.map((remote) => ({ name: remote.name, ...(deploymentOf(remote.name) ?? rootDeployment(remote)) })),
      supabase: config.serverSite.supabase,
    }),
  loadResults: () => loadModuleForRequest<AssessmentResultsModule>('mf_assessment/results'),
  files: { assetsDir, publicDir: path.join(distDir, 'public') },
  releaseStatus,
});

// Each remote's current deployment is loaded before the first request, so every worker starts on
// the release its siblings serve and no visitor waits for a first load.
let stopWatching = () => {};
void Promise.all([serverStarted, serveCurrentDeployments(config.remotes)]).then(async ([server]) => {
  stopWatching = cluster.isWorker
    ? listenForRedeploys(applyRedeploy)
    : watchRemoteDeployments(config.remotes, config.revalidateMs, (redeploy) => applyRedeploy(coordinator?.watched(redeploy) ?? redeploy));
  await warmUpRemotes(config.remotes.map(({ name }) => name));
  const listening = `Shell server listening on http://localhost:${config.port} (site origin ${config.site.origin})`;
  const listen = (host: string) => server.listen({ port: config.port, host, listenTextResolver: () => listening });
  // Every address, as Node's own listen does: IPv6 and IPv4 where the machine has IPv6, else IPv4.
  await listen('::').catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return listen('0.0.0.0');
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopWatching();
    stopCounting();
    void serverStarted.then((server) => server.close()).then(() => process.exit(0));
  });
}
