import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { jumpsInFirearms, jumpText, type FirearmJump, type LandsFirearm } from '@/domain/seating';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';

type LandsJumpProps = {
  cartridge: string;
  /** The load's CBTO in inches; absent on a load saved before it existed. */
  cbto: number | null | undefined;
  /** The user's firearms (the route reads them); null while they load. */
  firearms: readonly LandsFirearm[] | null;
};

/**
 * The load's jump to the lands in each of the user's firearms chambered for its cartridge whose CBTO to
 * the lands has been measured (worked out, never stored: domain/seating.ts), or a line saying why
 * there is none.
 */
export function LandsJump({ cartridge, cbto, firearms }: LandsJumpProps) {
  return (
    <div className="mt-3 text-sm">
      <h3 className="text-stone-600">Jump to the lands</h3>
      {firearms === null ? (
        <p className="text-stone-700">Looking for your {cartridge} firearms…</p>
      ) : (
        <Jumps jumps={jumpsInFirearms({ cartridge, cbto }, firearms)} cartridge={cartridge} />
      )}
    </div>
  );
}

function Jumps({ jumps, cartridge }: { jumps: FirearmJump<LandsFirearm>[]; cartridge: string }) {
  const units = useUnits();
  if (jumps.length === 0) {
    return (
      <p className="text-stone-700" data-jump="none">
        None of your {cartridge} firearms has its CBTO to the lands measured; add it on the firearm’s Edit page to see
        this load’s jump.
      </p>
    );
  }
  return (
    <ul className="space-y-1">
      {jumps.map(({ firearm, cbtoToLands, jump }) => (
        <li key={firearm.id} data-jump={firearm.name}>
          <Link to={paths.firearm.href(firearm.id)} className="font-semibold text-amber-800 underline">
            {firearm.name}
          </Link>
          {': '}
          {jump === null ? 'record this load’s CBTO to work out its jump' : jumpText(jump, units)}
          <span className="text-stone-600">{` (lands at ${units.length(cbtoToLands, '', 3)} CBTO${
            firearm.cbtoMeasuredOn ? `, measured ${formatDateString(firearm.cbtoMeasuredOn)}` : ''
          })`}</span>
        </li>
      ))}
    </ul>
  );
}
