import { useId } from 'react';
import type { BrassLife } from '@/domain/brass-life';
import { COMPONENT_KINDS, KIND_HEADINGS, type ComponentKind } from '@/domain/inventory';
import type { ComponentLot, InventoryComponent } from '../schema';
import { ComponentCard } from './component-card';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
/** Oldest lot first (by date bought, then by when it was added): the order they are used in. */
const byAge = (a: ComponentLot, b: ComponentLot) =>
  (a.purchaseDate ?? '9999').localeCompare(b.purchaseDate ?? '9999') || a.createdAt.getTime() - b.createdAt.getTime();

function KindSection({
  kind,
  components,
  lotsOf,
  lives,
  pendingIds,
  userId,
}: {
  kind: ComponentKind;
  components: InventoryComponent[];
  lotsOf: (componentId: string) => ComponentLot[];
  lives: ReadonlyMap<string, BrassLife> | null;
  pendingIds: ReadonlySet<string>;
  userId: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {KIND_HEADINGS[kind]}
      </h2>
      {components.length === 0 ? (
        <p className="text-stone-700">No {KIND_HEADINGS[kind].toLowerCase()} yet.</p>
      ) : (
        <ul className="space-y-4">
          {components.map((component) => (
            <ComponentCard
              key={component.id}
              component={component}
              lots={lotsOf(component.id)}
              lives={lives}
              pendingIds={pendingIds}
              userId={userId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The inventory: components grouped by kind (powders, primers, bullets, brass), each with its lots. */
export function InventoryList({
  components,
  lots,
  lives,
  pendingIds,
  userId,
}: {
  components: readonly InventoryComponent[];
  lots: readonly ComponentLot[];
  /** Each brass lot's life by lot id (useBrassLives); null while it is worked out. */
  lives: ReadonlyMap<string, BrassLife> | null;
  /** The components and lots the server does not have yet. */
  pendingIds: ReadonlySet<string>;
  userId: string;
}) {
  const lotsByComponent = new Map<string, ComponentLot[]>();
  for (const lot of [...lots].sort(byAge)) {
    const list = lotsByComponent.get(lot.componentId) ?? [];
    list.push(lot);
    lotsByComponent.set(lot.componentId, list);
  }
  const lotsOf = (componentId: string) => lotsByComponent.get(componentId) ?? [];
  return (
    <div className="space-y-8">
      {COMPONENT_KINDS.map((kind) => (
        <KindSection
          key={kind}
          kind={kind}
          components={components.filter((component) => component.kind === kind).sort(byName)}
          lotsOf={lotsOf}
          lives={lives}
          pendingIds={pendingIds}
          userId={userId}
        />
      ))}
    </div>
  );
}
