import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (merge-classes.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
