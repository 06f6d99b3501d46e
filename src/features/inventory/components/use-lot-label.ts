import { useMemo } from 'react';
import { useComponents, useLots } from '../hooks';
import { lotLabel } from './batch-preview';

/**
 * A lot's name as the bench's screens give it ("CCI BR-2, lot BR2-0425"), by its id, from the user's
 * components and lots as this device has them; null until both are read.
 */
export function useLotLabel(userId: string): ((lotId: string) => string) | null {
  const components = useComponents(userId);
  const lots = useLots(userId);
  return useMemo(() => {
    if (!components.data || !lots.data) return null;
    const componentsById = new Map(components.data.map((component) => [component.id, component]));
    const lotsById = new Map(lots.data.map((lot) => [lot.id, lot]));
    return (lotId: string) => {
      const lot = lotsById.get(lotId);
      return lot ? lotLabel(lot, componentsById) : 'a lot not on this device';
    };
  }, [components.data, lots.data]);
}
