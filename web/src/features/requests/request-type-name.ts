import type { TFunction } from 'i18next';

/** Request type names are translated by code; an unknown code keeps the server's name. */
export function requestTypeName(t: TFunction, code: string | undefined, fallback: string): string {
  return code ? t(`requests.types.${code}`, { defaultValue: fallback }) : fallback;
}
