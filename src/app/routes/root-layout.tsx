import { Outlet, useNavigation } from 'react-router-dom';
import { RouteFocus } from '@/components/layout/route-focus';

/**
 * Wraps every page; a thin bar shows while the next page's code loads. RouteFocus gives each page
 * its title and, after a navigation, moves focus to the new page's heading.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <RouteFocus />
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-500"
        />
      )}
      <Outlet />
    </>
  );
}
