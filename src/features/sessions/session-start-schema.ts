import { type FactoryLoadChoice } from '@/features/factory-loads/schema';
import { type Firearm } from '@/features/firearms/schema';
import { type LoadDevelopment } from '@/features/loads/schema';
import {
  type AmmunitionSnapshot,
  type FirearmSnapshot,
  SESSION_LIMITS,
  type SessionFormValues,
  type SessionStart,
} from './schema';

/* A session's start as the forms and a chronograph file give it: the snapshots of the chosen records. */

/** The snapshot a session keeps of a handload: the recipe as it is shot, its case and seating when it has them. */
export function handloadSnapshot(load: LoadDevelopment): AmmunitionSnapshot {
  return {
    type: 'handload',
    loadDevelopmentId: load.id,
    name: load.name,
    cartridge: load.cartridge,
    bullet: { ...load.bullet },
    powder: { ...load.powder },
    ...(load.caseDetails ? { caseDetails: { ...load.caseDetails } } : {}),
    ...(load.seating ? { seating: { ...load.seating } } : {}),
  };
}

/** The snapshot a session keeps of a factory load. */
export function factorySnapshot(factoryLoad: FactoryLoadChoice): AmmunitionSnapshot {
  return {
    type: 'factory',
    factoryLoadId: factoryLoad.id,
    manufacturer: factoryLoad.manufacturer,
    product: factoryLoad.product,
    caliber: factoryLoad.caliber,
    bulletWeight: factoryLoad.bulletWeight,
    bulletType: factoryLoad.bulletType,
  };
}

/** The start of a session as the New Session form gives it, with the chosen records' snapshots. */
export function sessionStartFromForm(
  values: SessionFormValues,
  selectedAmmunition: AmmunitionSnapshot,
  firearm: Firearm,
): SessionStart {
  return {
    sessionName: values.sessionName,
    date: values.date,
    location: values.location,
    weather: {
      temperature: values.temperature,
      windSpeed: values.windSpeed,
      windDirection: values.windDirection,
      humidity: values.humidity,
      conditions: values.conditions,
    },
    ammunitionType: selectedAmmunition.type,
    selectedAmmunition,
    selectedFirearm: firearmSnapshot(firearm),
    notes: values.notes,
    targetDistance: values.targetDistance,
    ...(selectedAmmunition.type === 'handload' && values.batchId ? { batchId: values.batchId } : {}),
  };
}

/**
 * The start of a completed session made from a chronograph file: this recipe, this firearm, the
 * name and date the user confirmed, no weather (the file has none) and a note naming the file.
 */
export function importedSessionStart(input: {
  recipe: LoadDevelopment;
  firearm: Firearm;
  sessionName: string;
  date: string;
  fileName: string;
}): SessionStart {
  return {
    sessionName: input.sessionName.trim(),
    date: input.date,
    location: '',
    weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
    ammunitionType: 'handload',
    selectedAmmunition: handloadSnapshot(input.recipe),
    selectedFirearm: firearmSnapshot(input.firearm),
    notes: `Imported from ${input.fileName}`.slice(0, SESSION_LIMITS.notes),
  };
}

/** The snapshot a session keeps of a firearm. */
export function firearmSnapshot(firearm: Firearm): FirearmSnapshot {
  return {
    id: firearm.id,
    make: firearm.make,
    model: firearm.model,
    caliber: firearm.caliber,
    barrelLength: firearm.barrelLength,
    scope: firearm.scope,
  };
}

/** The ammunition in a few words: "6.5 CM 140 ELD-M" or "Federal Gold Medal Match (.308 Winchester)". */
export function ammunitionLabel(ammunition: AmmunitionSnapshot): string {
  return ammunition.type === 'handload'
    ? `${ammunition.name} (${ammunition.cartridge})`
    : `${ammunition.manufacturer} ${ammunition.product} (${ammunition.caliber}, ${ammunition.bulletWeight})`;
}

/** The bullet weight in grains of the ammunition, when known. */
export function ammunitionBulletGrains(ammunition: AmmunitionSnapshot): number | string {
  return ammunition.type === 'handload' ? ammunition.bullet.weight : ammunition.bulletWeight;
}
