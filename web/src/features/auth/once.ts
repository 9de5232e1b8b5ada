/** React StrictMode runs effects twice; a sign-in response can be consumed only once. */
const running = new Map<string, Promise<unknown>>();
export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  if (!running.has(key)) running.set(key, run());
  return running.get(key) as Promise<T>;
}
