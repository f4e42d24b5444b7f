/**
 * A lazily loaded part of the modal (its host or a view) whose code could not be fetched, usually
 * because the network dropped. LoadBoundary shows its fallback for this error only; any other
 * error keeps going up to the app's own boundary.
 */
export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError'
  constructor(cause: unknown) {
    super('The code of a part of the modal could not be loaded', { cause })
  }
}
