import { clsx, type ClassValue } from 'clsx';

/** Joins class names, leaving out the false, null and undefined ones: cn(card, busy && 'opacity-50'). */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
