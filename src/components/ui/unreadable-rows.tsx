import type { UnreadableDoc } from '@/lib/firestore/converter';
import { downloadFile } from '@/utils/download';
import { Button } from './button';

/** The file an unreadable record exports to: its id, path, reason and stored data, as JSON. */
function exportRaw(doc: UnreadableDoc) {
  const name = doc.path.replace(/[\\/:*?"<>|]+/g, '-');
  downloadFile(`${name} (raw).json`, `${JSON.stringify(doc, null, 2)}\n`, 'application/json');
}

/** What a record that fails today's schema shows: it exists, why it cannot be read, and its data to take away. */
function UnreadableBody({ doc }: { doc: UnreadableDoc }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">This record can&apos;t be read</p>
        <p className="text-sm break-all text-stone-700">
          Id: <span className="font-mono">{doc.id}</span>
        </p>
        <p className="text-sm break-words text-stone-700">{doc.reason}</p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={() => exportRaw(doc)}>
        Export raw
      </Button>
    </div>
  );
}

/**
 * One row per document of a list that fails its schema, so it is never silently missing: the
 * rest of the list shows as usual. Nothing when there is none.
 */
export function UnreadableRows({ docs }: { docs: readonly UnreadableDoc[] }) {
  if (docs.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-3" aria-label="Records that can't be read">
      {docs.map((doc) => (
        <li key={doc.path} className="rounded-xl border border-orange-300 bg-orange-50 p-4">
          <UnreadableBody doc={doc} />
        </li>
      ))}
    </ul>
  );
}

/** A page's own record when it fails its schema. */
export function UnreadableRecord({ doc }: { doc: UnreadableDoc }) {
  return (
    <section role="alert" className="rounded-xl border border-orange-300 bg-orange-50 p-4">
      <UnreadableBody doc={doc} />
    </section>
  );
}
