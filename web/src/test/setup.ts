import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@shared/i18n/i18n';

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
