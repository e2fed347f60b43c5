import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/app';
import { configureRemotes, loadRemotePages } from '../federation/remote-registry';

declare global { interface Window { __PV__: { remotes: { name: string; entry: string }[] } } }

configureRemotes(window.__PV__.remotes);
await loadRemotePages('mf_marketing', 5000).catch(() => undefined);
const router = createBrowserRouter(routes);
hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />);
