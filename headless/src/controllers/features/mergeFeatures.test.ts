import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, FEATURE_IDS, mergeFeatures, type FeaturesOption } from './mergeFeatures.js'

describe('mergeFeatures', () => {
  it('docs/states.md remote defaults when nothing is set or fetched', () => {
    const { features, source } = mergeFeatures({})
    expect(source).toBe('default')
    expect(features.swaps).toEqual({ enabled: true, config: ['1inch'] })
    expect(features.onramp).toEqual({ enabled: true, config: ['meld', 'coinbase'] })
    expect(features.multiWallet.enabled).toBe(false)
    expect([features.email, features.socials, features.activity, features.reownBranding].every((f) => f.enabled)).toBe(true)
  })

  it('local options apply over the defaults when nothing was fetched', () => {
    const { features, source, localIgnored } = mergeFeatures({ local: { swaps: false, socials: ['google'], multiWallet: true, onramp: [] } })
    expect(source).toBe('local')
    expect(localIgnored).toBe(false)
    expect(features.swaps.enabled).toBe(false)
    expect(features.socials).toEqual({ enabled: true, config: ['google'] })
    expect(features.multiWallet.enabled).toBe(true)
    expect(features.onramp.enabled).toBe(false)
    expect(features.email).toEqual(DEFAULT_FEATURES.email)
  })

  it('remote wins and reports the local configuration as ignored', () => {
    const remote = [
      { id: 'swaps', isEnabled: false, config: null },
      { id: 'onramp', isEnabled: true, config: ['coinbase'] },
      { id: 'somethingNew', isEnabled: true, config: null },
    ]
    const { features, source, localIgnored } = mergeFeatures({ local: { swaps: true, email: false }, remote })
    expect(source).toBe('remote')
    expect(localIgnored).toBe(true)
    expect(features.swaps).toEqual({ enabled: false, config: ['1inch'] })
    expect(features.onramp).toEqual({ enabled: true, config: ['coinbase'] })
    // Not in the remote answer: the default, not the local option.
    expect(features.email).toEqual(DEFAULT_FEATURES.email)
  })

  it('no warning when the app sets no local features', () => {
    expect(mergeFeatures({ local: {}, remote: [] }).localIgnored).toBe(false)
    expect(mergeFeatures({ remote: [] }).localIgnored).toBe(false)
  })

  it('send is on by default and only the local option switches it, with or without a remote answer', () => {
    expect(mergeFeatures({}).features.send).toEqual({ enabled: true, config: null })
    expect(mergeFeatures({ local: { send: false } })).toEqual({
      features: { ...DEFAULT_FEATURES, send: { enabled: false, config: null } },
      source: 'default',
      localIgnored: false,
    })
    const remote = [
      { id: 'send', isEnabled: false, config: null },
      { id: 'swaps', isEnabled: false, config: null },
    ]
    const merged = mergeFeatures({ local: { send: true }, remote })
    expect(merged.features.send.enabled).toBe(true)
    // the send option is not a remote feature: it is not reported as ignored
    expect(merged.localIgnored).toBe(false)
    expect(mergeFeatures({ local: { send: false }, remote }).features.send.enabled).toBe(false)
  })

  const localOption = fc.dictionary(
    fc.constantFrom(...FEATURE_IDS),
    fc.oneof(fc.boolean(), fc.array(fc.string(), { maxLength: 3 })),
  ) as fc.Arbitrary<FeaturesOption>
  const remoteList = fc.array(
    fc.record({
      id: fc.oneof(fc.constantFrom(...FEATURE_IDS), fc.string()),
      isEnabled: fc.boolean(),
      config: fc.oneof(fc.constant(null), fc.array(fc.string(), { maxLength: 3 })),
    }),
    { maxLength: 10 },
  )

  it('property: with a remote answer, the local option never changes the result', () => {
    fc.assert(
      fc.property(localOption, remoteList, (local, remote) => {
        expect(mergeFeatures({ local, remote }).features).toEqual(mergeFeatures({ remote }).features)
        expect(mergeFeatures({ local, remote }).localIgnored).toBe(Object.values(local).some((value) => value !== undefined))
      }),
      { numRuns: 2_000 },
    )
  })

  it('property: every remote-listed feature takes the remote on/off; every feature is always present', () => {
    fc.assert(
      fc.property(localOption, remoteList, (local, remote) => {
        const { features } = mergeFeatures({ local, remote })
        for (const id of FEATURE_IDS) {
          const entry = remote.find((feature) => feature.id === id)
          expect(features[id].enabled).toBe(entry ? entry.isEnabled : DEFAULT_FEATURES[id].enabled)
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('property: without a remote answer, a feature the app does not set keeps its default', () => {
    fc.assert(
      fc.property(localOption, (local) => {
        const { features } = mergeFeatures({ local })
        for (const id of FEATURE_IDS) if (local[id] === undefined) expect(features[id]).toEqual(DEFAULT_FEATURES[id])
      }),
      { numRuns: 2_000 },
    )
  })
})
