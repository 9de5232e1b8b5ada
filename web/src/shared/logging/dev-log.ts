/** Developer log lines (docs/product.md §8): Polish, prefixed, and only in diagnostic mode. */
export const DEV_LOG_PREFIX = '[Kadry]';

export const DevMessages = {
  authNotInitialised: 'Usługa autoryzacji nie została zainicjowana',
  accessClientNotInitialised: 'Konfiguracja klienta dostępu nie została zainicjowana',
  nonexistentLanguage: 'Próba zmiany na nieistniejący język',
  noDefaultLanguage: 'Aplikacja nie ma języka domyślnego',
  noLanguages: 'Aplikacja nie ma przypisanych języków',
} as const;

let diagnosticMode = false;
export const setDiagnosticMode = (on: boolean) => {
  diagnosticMode = on;
};

export function devLog(message: string, ...details: unknown[]) {
  if (diagnosticMode) console.info(DEV_LOG_PREFIX, message, ...details);
}

/** Failures that must not interrupt the user (preset, configuration, monitoring). */
export function logWarning(message: string, error?: unknown) {
  console.warn(DEV_LOG_PREFIX, message, error ?? '');
}
