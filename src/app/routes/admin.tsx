import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { card } from '@/components/ui/styles';
import { addFactoryCatalogue, addSampleLoads } from '@/features/admin/admin-api';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { firebaseTarget } from '@/lib/firebase-app';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { useOnlineStatus } from '@/lib/use-online-status';
import { cn } from '@/utils/cn';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function AdminRoute() {
  const user = useSignedInUser();
  const online = useOnlineStatus();
  const [loadsBusy, setLoadsBusy] = useState(false);
  const [loadsOutcome, setLoadsOutcome] = useState<Outcome>(null);
  const [catalogueProgress, setCatalogueProgress] = useState<string | null>(null);
  const [catalogueOutcome, setCatalogueOutcome] = useState<Outcome>(null);

  async function handleSampleLoads() {
    setLoadsBusy(true);
    setLoadsOutcome(null);
    try {
      const added = await addSampleLoads(db, user.uid);
      setLoadsOutcome({ kind: 'success', text: `Added ${added} sample load developments.` });
    } catch (error) {
      console.error('Adding sample loads failed', error);
      setLoadsOutcome({ kind: 'error', text: 'Error adding data. Check console for details.' });
    } finally {
      setLoadsBusy(false);
    }
  }

  async function handleCatalogue() {
    setCatalogueOutcome(null);
    setCatalogueProgress('Starting…');
    try {
      const result = await addFactoryCatalogue(db, (done, total) =>
        setCatalogueProgress(`${done} of ${total} checked…`),
      );
      setCatalogueOutcome({
        kind: 'success',
        text: `Factory loads: ${result.added} added, ${result.alreadyPresent} already present.`,
      });
    } catch (error) {
      console.error('Adding factory loads failed', error);
      setCatalogueOutcome({ kind: 'error', text: 'Error adding factory loads. Check console for details.' });
    } finally {
      setCatalogueProgress(null);
    }
  }

  const outcomeView = (outcome: Outcome) =>
    outcome?.kind === 'error' ? (
      <FormError message={outcome.text} />
    ) : outcome ? (
      <p role="status" className="text-sm text-green-800">
        {outcome.text}
      </p>
    ) : null;

  return (
    <div className="space-y-6">
      <PageHeader title="Admin" />
      <section className={cn(card, 'space-y-3')} aria-label="Sample data">
        <h2 className="text-lg font-semibold">Sample data</h2>
        <div className="flex flex-wrap gap-3">
          <Button onClick={handleSampleLoads} disabled={loadsBusy}>
            {loadsBusy ? 'Adding…' : 'Add 6 Sample Load Developments'}
          </Button>
          <Button onClick={handleCatalogue} disabled={catalogueProgress !== null} variant="secondary">
            {catalogueProgress === null ? 'Add 50 Factory Loads' : 'Adding factory loads…'}
          </Button>
        </div>
        {catalogueProgress && (
          <p role="status" className="text-sm text-stone-700">
            {catalogueProgress}
          </p>
        )}
        {outcomeView(loadsOutcome)}
        {outcomeView(catalogueOutcome)}
      </section>
      <section className={card} aria-label="Collections">
        <h2 className="mb-2 text-lg font-semibold">Collections</h2>
        <ul className="list-inside list-disc font-mono text-sm">
          {Object.values(COLLECTIONS).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <section className={card} aria-label="System status">
        <h2 className="mb-2 text-lg font-semibold">System status</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Network</dt>
          <dd data-testid="status-network">{online ? 'Online' : 'Offline'}</dd>
          <dt className="text-stone-600">Signed in as</dt>
          <dd data-testid="status-user">{user ? (user.email ?? user.uid) : 'Nobody'}</dd>
          <dt className="text-stone-600">Backend</dt>
          <dd data-testid="status-backend">
            {firebaseTarget.kind === 'emulators'
              ? `Local emulators (${firebaseTarget.options.projectId})`
              : 'Production Firebase'}
          </dd>
        </dl>
      </section>
    </div>
  );
}
