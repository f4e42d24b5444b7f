import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFeaturesController } from './createFeaturesController.js'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })

afterEach(() => {
  vi.doUnmock('./loadRemoteFeatures.js')
  vi.resetModules()
})

describe('the features controller', () => {
  it('loads the remote configuration once: it wins over the local options, which are reported as ignored', async () => {
    const getFeatures = vi.fn(async () => [{ id: 'email' as const, isEnabled: false, config: null }])
    const log = logger()
    const features = createFeaturesController({ api: { getFeatures }, local: { swaps: false }, logger: log })
    expect(features.store.get()).toMatchObject({ status: 'idle', source: 'local' })
    const loading = features.load()
    expect(features.store.get().status).toBe('loading')
    await Promise.all([loading, features.load()])
    expect(getFeatures).toHaveBeenCalledTimes(1)
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'remote' })
    expect(features.isEnabled('email')).toBe(false)
    expect(features.isEnabled('swaps')).toBe(true)
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('the local configuration is ignored'))
  })

  it('a fetch that got no answer (the network dropped) leaves the local options, and the next call asks again while they stay in force', async () => {
    // The error class as the fetch's code sees it (other tests here reset the module registry).
    const { ApiError } = await import('../../errors/api.js')
    const getFeatures = vi
      .fn<() => Promise<{ id: 'email'; isEnabled: boolean; config: null }[]>>()
      .mockRejectedValueOnce(new ApiError('HTTP request failed', { endpoint: 'GET /appkit/v1/config', details: 'no response from GET /appkit/v1/config' }))
      .mockResolvedValueOnce([{ id: 'email', isEnabled: false, config: null }])
    const features = createFeaturesController({ api: { getFeatures }, local: undefined, logger: logger() })
    await features.load()
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'default' })
    expect(features.store.get().error?.shortMessage).toBe('HTTP request failed')
    expect(features.isEnabled('email')).toBe(true)
    const again = features.load()
    expect(features.store.get().status).toBe('ready')
    await again
    expect(getFeatures).toHaveBeenCalledTimes(2)
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'remote', error: undefined })
    expect(features.isEnabled('email')).toBe(false)
  })

  it('a fetch the server answered with an error is final: the next call asks nothing', async () => {
    const { ApiError } = await import('../../errors/api.js')
    const getFeatures = vi.fn(async () => {
      throw new ApiError('db down', { endpoint: 'GET /appkit/v1/config', status: 500 })
    })
    const features = createFeaturesController({ api: { getFeatures }, local: undefined, logger: logger() })
    await features.load()
    await features.load()
    expect(getFeatures).toHaveBeenCalledTimes(1)
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'default' })
    expect(features.store.get().error?.status).toBe(500)
  })

  it('without an API (no project id) it is ready at once with the local options', async () => {
    const features = createFeaturesController({ api: undefined, local: { swaps: false }, logger: logger() })
    const changes = vi.fn()
    features.store.subscribe(changes)
    await features.load()
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'local' })
    expect(features.isEnabled('swaps')).toBe(false)
    // Each opening calls it: the later ones change nothing.
    await features.load()
    expect(changes).toHaveBeenCalledTimes(1)
  })

  it('when the fetch’s own code cannot load (the network dropped), it is ready with the local options and says why', async () => {
    vi.doMock('./loadRemoteFeatures.js', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const { createFeaturesController: create } = await import('./createFeaturesController.js')
    const getFeatures = vi.fn(async () => [])
    const log = logger()
    const features = create({ api: { getFeatures }, local: { swaps: false }, logger: log })
    await features.load()
    expect(getFeatures).not.toHaveBeenCalled()
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'local' })
    expect(features.isEnabled('swaps')).toBe(false)
    expect(log.warn).toHaveBeenCalledWith('Berth: the remote feature configuration could not be loaded; local options apply', expect.any(Error))
  })

  it('when that code could not load, the next call loads it afresh and fetches the remote configuration', async () => {
    let attempts = 0
    vi.doMock('./loadRemoteFeatures.js', async (importOriginal) => {
      attempts += 1
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      return importOriginal()
    })
    const { createFeaturesController: create } = await import('./createFeaturesController.js')
    const getFeatures = vi.fn(async () => [{ id: 'email' as const, isEnabled: false, config: null }])
    const features = create({ api: { getFeatures }, local: undefined, logger: logger() })
    await features.load()
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'default' })
    expect(features.isEnabled('email')).toBe(true)
    await features.load()
    expect(getFeatures).toHaveBeenCalledTimes(1)
    expect(features.store.get()).toMatchObject({ status: 'ready', source: 'remote' })
    expect(features.isEnabled('email')).toBe(false)
    // Loaded: no later call fetches again.
    await features.load()
    expect(getFeatures).toHaveBeenCalledTimes(1)
  })
})
