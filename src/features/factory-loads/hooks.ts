import { db } from '@/lib/firebase';
import { useOneTimeRead } from '@/lib/firestore/live';
import { factoryLoadChoices } from './factory-loads-api';

const readChoices = () => factoryLoadChoices(db);

/** The factory loads a new session can pick, read once (the catalogue never changes once whole). */
export function useFactoryLoads() {
  return useOneTimeRead(readChoices);
}
