import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { factoryLoadChoices } from './factory-loads-api';

/**
 * The factory loads a new session can pick, read once for the page's life (the catalogue never
 * changes once whole). Offline too: the app holds the catalogue's records (factoryLoadChoices).
 */
export function useFactoryLoads() {
  return useQuery({
    queryKey: ['factoryLoadChoices'],
    queryFn: () => factoryLoadChoices(db),
    staleTime: Infinity,
    networkMode: 'always',
    // A catalogue not on this device is said at once (CatalogueNotOnDeviceError); asking again changes nothing.
    retry: false,
  });
}
