/** The units feature's hooks other features use (only a feature's public files may be imported). */
export { useUnits, useUnitSettings } from './units-context';
