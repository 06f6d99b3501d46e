import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { displayUnits, IMPERIAL_EN_US, type DisplayUnits, type UnitSettings } from '@/domain/unit-format';

const UnitsContext = createContext<UnitSettings>(IMPERIAL_EN_US);

/** The account's units and the browser's locale, for every figure under it (AppLayout provides them). */
export function UnitsProvider({ settings, children }: { settings: UnitSettings; children: ReactNode }) {
  return <UnitsContext value={settings}>{children}</UnitsContext>;
}

/** The account's units and locale: imperial en-US outside a provider (a test, a signed-out page). */
export function useUnitSettings(): UnitSettings {
  return useContext(UnitsContext);
}

/** The formatters of the account's units (domain/unit-format.ts). */
export function useUnits(): DisplayUnits {
  const settings = useUnitSettings();
  return useMemo(() => displayUnits(settings), [settings]);
}
