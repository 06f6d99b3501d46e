import '@/lib/zod-jitless';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

/** The whole app behind the router: every page but the standalone landing page. */
export function App() {
  return <RouterProvider router={router} />;
}
