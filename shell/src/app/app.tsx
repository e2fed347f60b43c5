import { Outlet, Link } from 'react-router-dom';
import { RemotePage } from './remote-page';

function Layout() {
  return (
    <div>
      <header><Link to="/">Home</Link> <Link to="/privacy">Privacy</Link></header>
      <Outlet />
      <footer>footer</footer>
    </div>
  );
}

export const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/privacy', element: <RemotePage remote="mf_marketing" page="privacy" /> },
      { path: '*', element: <p>404</p> },
    ],
  },
];
