import { useMemo, useState } from 'react';
import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { ComponentForm } from '@/features/inventory/components/inventory-forms';
import { InventoryList } from '@/features/inventory/components/inventory-list';
import { LoadedRounds } from '@/features/inventory/components/loaded-rounds';
import { useBrassLives, useComponents, useLots } from '@/features/inventory/hooks';
import { addComponent } from '@/features/inventory/inventory-api';
import { emptyComponentForm } from '@/features/inventory/inventory-form-schema';
import type { ComponentFields } from '@/features/inventory/schema';
import { useLoads } from '@/features/loads/hooks';
import { useUnits } from '@/features/units/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function InventoryRoute() {
  const user = useSignedInUser();
  const units = useUnits();
  const components = useComponents(user.uid);
  const lots = useLots(user.uid);
  const lives = useBrassLives(user.uid, lots.data);
  const loads = useLoads(user.uid);
  const loadNames = useMemo(() => new Map((loads.data ?? []).map((load) => [load.id, load.name])), [loads.data]);
  const [adding, setAdding] = useState(false);
  const { submit, error } = useSubmit(async (fields: ComponentFields) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await addComponent(db, user.uid, fields);
    setAdding(false);
  }, 'Failed to add the component. Please try again.');

  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={adding}>
      Add Component
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Inventory" actions={addButton} />
      {adding && (
        <Section title="New component">
          <ComponentForm
            defaultValues={emptyComponentForm('powder', units.units.powderWeight)}
            onSubmit={submit}
            onCancel={() => setAdding(false)}
            submitError={error}
            submitLabel="Add Component"
          />
        </Section>
      )}
      <LiveList
        state={components}
        what="components"
        empty={
          adding ? null : (
            <EmptyState message="No components yet: add your powders, primers, bullets and brass." action={addButton} />
          )
        }
      >
        {(data) =>
          lots.status === 'error' ? (
            <FormError message="Your lots could not be loaded. Please try again." />
          ) : lots.status === 'success' ? (
            <>
              <InventoryList
                components={data}
                lots={lots.data}
                lives={lives}
                pendingIds={new Set([...components.pendingIds, ...lots.pendingIds])}
                userId={user.uid}
              />
              <UnreadableRows docs={lots.unreadable} />
              <LoadedRounds userId={user.uid} loadNames={loadNames} lots={lots.data} />
            </>
          ) : (
            <PageLoading label="Loading lots…" />
          )
        }
      </LiveList>
    </div>
  );
}
