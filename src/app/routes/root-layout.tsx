import { Outlet, useNavigation } from 'react-router-dom';

/** Wraps every page; a thin bar shows while the next page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-500" />
      )}
      <Outlet />
    </>
  );
}
