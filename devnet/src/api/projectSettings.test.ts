import { describe, expect, it } from 'vitest'
import { defaultRemoteFeatures, resolveFeatures } from './features'
import { applySettingsPatch, projectSettingsPatchSchema } from './projectSettings'

describe('resolveFeatures', () => {
  it('answers the remote defaults without overrides', () => {
    expect(resolveFeatures()).toEqual(defaultRemoteFeatures)
    expect(resolveFeatures().find((feature) => feature.id === 'multiWallet')?.isEnabled).toBe(false)
  })

  it('applies overrides field by field', () => {
    const features = resolveFeatures({ swaps: { isEnabled: false }, onramp: { config: ['meld'] }, email: { config: null } })
    expect(features.find((feature) => feature.id === 'swaps')).toEqual({ id: 'swaps', isEnabled: false, config: ['1inch'] })
    expect(features.find((feature) => feature.id === 'onramp')).toEqual({ id: 'onramp', isEnabled: true, config: ['meld'] })
    expect(features.map((feature) => feature.id)).toEqual(defaultRemoteFeatures.map((feature) => feature.id))
  })
})

describe('applySettingsPatch', () => {
  it('sets, merges feature overrides and clears with null', () => {
    let settings = applySettingsPatch({}, { origins: ['http://a.test'], originsStatus: 429, features: { swaps: { isEnabled: false } } })
    settings = applySettingsPatch(settings, { features: { email: { isEnabled: false } }, analyticsEnabled: true })
    expect(settings).toEqual({
      origins: ['http://a.test'],
      originsStatus: 429,
      features: { swaps: { isEnabled: false }, email: { isEnabled: false } },
      analyticsEnabled: true,
    })
    expect(applySettingsPatch(settings, { originsStatus: null, features: null })).toEqual({ origins: ['http://a.test'], analyticsEnabled: true })
  })

  it('refuses unknown keys, features and statuses', () => {
    for (const patch of [
      { colour: 'red' },
      { features: { teleport: { isEnabled: true } } },
      { originsStatus: 200 },
      { originsStatus: 600 },
      { features: { swaps: { isEnabled: 'yes' } } },
      { origins: 'http://a.test' },
    ]) {
      expect(projectSettingsPatchSchema.safeParse(patch).success, JSON.stringify(patch)).toBe(false)
    }
  })
})
