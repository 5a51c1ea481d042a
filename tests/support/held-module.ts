/**
 * A module the code under test fetches on demand (`import()`), held back until the test says it has
 * arrived: `load` stands for the import, `loads()` counts the fetches, `arrive()` lets them resolve.
 */
export function heldModule<T>(module: T) {
  let fetched = 0;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = () => {
    fetched++;
    return arrived.then(() => module);
  };
  return { load, arrive, loads: () => fetched };
}
