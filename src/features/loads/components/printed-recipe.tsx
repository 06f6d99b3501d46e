import { toString as qrCodeText } from 'qrcode';
import { useEffect, useState } from 'react';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import type { LoadDevelopment } from '../schema';
import { bulletText, caseSeatingItems, recipeText } from './recipe-text';

/** The load's address as an SVG QR code in a data: URL (the Content-Security-Policy allows data: images). */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrCodeText(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.warn('Could not draw the QR code', error));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/** The recipe in full, made for paper: a load card's first part. */
export function PrintedRecipe({ load }: { load: LoadDevelopment }) {
  const units = useUnits();
  const powder =
    load.powder.weight === null ? load.powder.type : `${units.powder(load.powder.weight)} ${load.powder.type}`;
  const recipe = [
    { label: 'Cartridge', value: load.cartridge },
    { label: 'Bullet', value: bulletText(load, units) },
    { label: 'Powder', value: powder },
    { label: 'Primer', value: load.primer },
    { label: 'Brass', value: load.brass },
    ...caseSeatingItems(load, units),
  ];
  return (
    <dl aria-label="Recipe" className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
      {recipe.map((item) => (
        <div key={item.label} className="flex gap-2" data-card-recipe={item.label}>
          <dt className="font-semibold">{item.label}:</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Box labels: the recipe, the batch and its day, and a QR code that opens the load in Rangebook. One
 * label for each batch loaded from it, or one blank-dated label when it has none.
 */
export function BoxLabels({
  load,
  batches,
  address,
}: {
  load: LoadDevelopment;
  batches: readonly { id: string; date: string; rounds: number }[];
  address: string;
}) {
  const units = useUnits();
  const qr = useQrCode(address);
  const labels = batches.length > 0 ? batches : [null];
  return (
    <section aria-label="Box labels" className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
      {labels.map((batch, index) => (
        <div
          key={batch?.id ?? index}
          data-box-label
          className="flex break-inside-avoid items-center gap-3 rounded border border-stone-400 p-2 text-sm print:border-black"
        >
          {qr ? (
            <img src={qr} alt={`QR code: ${address}`} className="size-24 shrink-0" />
          ) : (
            <span className="size-24 shrink-0" />
          )}
          <div className="min-w-0">
            <p className="font-semibold">{load.name}</p>
            <p>{recipeText(load, units)}</p>
            <p>
              {batch
                ? `Batch of ${batch.rounds} · loaded ${formatDateString(batch.date)}`
                : 'Batch ________ · loaded ________'}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
