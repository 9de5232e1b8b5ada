import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadFeatureStrings, type LocaleLoaders } from '@shared/i18n/i18n';
import { strings as problemStrings } from '@shared/problems/locales/strings';

// Every feature's strings, loaded the way a route loads them (pages under test render directly).
const features = import.meta.glob<{ strings: LocaleLoaders }>('../features/*/locales/strings.ts', { eager: true });
await Promise.all([...Object.values(features).map((f) => loadFeatureStrings(f.strings)), loadFeatureStrings(problemStrings)]);

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const c of document.cookie ? document.cookie.split('; ') : []) document.cookie = `${c.split('=')[0]}=; path=/; max-age=0`;
});

// jsdom lacks matchMedia; MUI's useMediaQuery and the theme need it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
