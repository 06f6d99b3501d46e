import { useLayoutEffect, useState } from 'react';
import { holdLastShown, lastShownDrawn } from '@/lib/last-shown';
import { PageLoading } from './page-loading';

/**
 * While the app finds out who is signed in: the page as this device last showed it stays, as
 * main.tsx drew it (lib/last-shown.ts), until the live page replaces it; "Loading…" when there is none.
 */
export function LastShownOrLoading() {
  const [drawn] = useState(lastShownDrawn);
  useLayoutEffect(() => holdLastShown(), []);
  return drawn ? null : <PageLoading />;
}
