import { describe, expect, it } from 'vitest'
import {
  AD_PLACEMENT_IDS,
  AD_PLACEMENT_PATTERN,
  AD_PLACEMENTS,
  adPlacement,
  isAdPlacementId,
  OCEAN_INTERSTITIAL_INDEXES,
  ASSESSMENT_MID_AD_INDEX,
} from './placements'
import { AdConfigQuerySchema, ADS_MESSAGES } from './schemas'

describe('ad placements (SPEC.md §3, §9)', () => {
  it('lists exactly the fifteen placements of SPEC.md §3', () => {
    expect([...AD_PLACEMENT_IDS].sort()).toEqual(
      [
        'assessment-top',
        'assessment-mid',
        'assessment-bottom',
        'results-top',
        'results-sidebar',
        'feedback-top',
        'feedback-bottom',
        'home-hero',
        'about-content',
        'disc-info',
        'ocean-assessment-top',
        'ocean-assessment-mid',
        'ocean-assessment-bottom',
        'ocean-results-top',
        'ocean-results-sidebar',
      ].sort(),
    )
    expect(Object.keys(AD_PLACEMENTS).sort()).toEqual([...AD_PLACEMENT_IDS].sort())
  })

  it('gives every placement every field of the config, under its own name', () => {
    const ids = new Set<string>()
    for (const id of AD_PLACEMENT_IDS) {
      const config = AD_PLACEMENTS[id]
      expect(config.placement).toBe(id)
      expect(Object.keys(config).sort()).toEqual(
        ['adSlot', 'adUnitId', 'analytics', 'format', 'height', 'id', 'maxHeight', 'placement', 'slotKind', 'targeting', 'timing', 'type'].sort(),
      )
      expect(config.adSlot).toBeNull()
      expect(config.height).toBeLessThanOrEqual(config.maxHeight)
      expect(config.targeting).toEqual({ showToFreeUsers: true, showToPremiumUsers: false, maxDailyViews: 2, skipIfAdBlocked: true })
      for (const name of Object.values(config.analytics)) expect(name).toMatch(/^[a-z_]{1,40}$/)
      expect(AD_PLACEMENT_PATTERN.test(id)).toBe(true)
      ids.add(config.id)
      ids.add(config.adUnitId)
    }
    expect(ids.size).toBe(AD_PLACEMENT_IDS.length * 2)
  })

  it('makes the two mid placements full-screen interstitials with the §9 timings', () => {
    for (const id of ['assessment-mid', 'ocean-assessment-mid'] as const) {
      expect(AD_PLACEMENTS[id]).toMatchObject({
        type: 'fullscreen-interstitial',
        slotKind: 'assessment-interstitial',
        timing: { delayBeforeShow: 500, minDisplayTime: 5000, delayBeforeClose: 3000 },
      })
    }
    const others = AD_PLACEMENT_IDS.filter((id) => !id.endsWith('-mid'))
    for (const id of others) {
      expect(AD_PLACEMENTS[id].type).toBe('display-banner')
      expect(AD_PLACEMENTS[id].timing).toEqual({ delayBeforeShow: 0, minDisplayTime: 2000, delayBeforeClose: 0 })
    }
  })

  it('sizes the banners as §9 says', () => {
    const size = (id: keyof typeof AD_PLACEMENTS) => [AD_PLACEMENTS[id].height, AD_PLACEMENTS[id].maxHeight]
    expect(size('home-hero')).toEqual([90, 90])
    for (const id of ['assessment-top', 'assessment-bottom', 'ocean-assessment-top', 'ocean-assessment-bottom'] as const) {
      expect(size(id)).toEqual([70, 100])
      expect(AD_PLACEMENTS[id].slotKind).toBe('horizontal-banner')
    }
    for (const id of ['results-top', 'feedback-top', 'feedback-bottom', 'about-content', 'disc-info', 'ocean-results-top'] as const) {
      expect(size(id)).toEqual([60, 90])
    }
    for (const id of ['results-sidebar', 'ocean-results-sidebar'] as const) {
      expect(size(id)).toEqual([250, 300])
      expect(AD_PLACEMENTS[id]).toMatchObject({ slotKind: 'square-banner', format: 'rectangle' })
    }
  })

  it('puts the mid-assessment ad at question index 4 and the OCEAN ones at 12 and 20', () => {
    expect(ASSESSMENT_MID_AD_INDEX).toBe(4)
    expect(OCEAN_INTERSTITIAL_INDEXES).toEqual([12, 20])
  })

  it('recognises only known placements', () => {
    expect(isAdPlacementId('results-top')).toBe(true)
    expect(isAdPlacementId('results-bottom')).toBe(false)
    expect(isAdPlacementId('constructor')).toBe(false)
    expect(isAdPlacementId('__proto__')).toBe(false)
    expect(adPlacement('toString')).toBeUndefined()
  })
})

describe('the lookup query', () => {
  const parse = (query: unknown) => AdConfigQuerySchema.safeParse(query)

  it('accepts well-formed names, known or not', () => {
    expect(parse({ placement: 'home-hero' }).success).toBe(true)
    expect(parse({ placement: 'sidebar-2' }).success).toBe(true)
  })

  it('refuses missing, empty, oversized and malformed names with Portuguese messages', () => {
    const message = (query: unknown) => {
      const result = parse(query)
      return result.success ? null : result.error.issues[0]?.message
    }
    expect(message({})).toBe(ADS_MESSAGES.placementRequired)
    expect(message({ placement: '' })).toBe(ADS_MESSAGES.placementRequired)
    expect(message({ placement: 'a'.repeat(65) })).toBe(ADS_MESSAGES.placementInvalid)
    for (const bad of ['Home-Hero', 'home_hero', '<script>', "x' or 1=1", '-home', 'home-', 'home--hero', '../etc']) {
      expect(message({ placement: bad })).toBe(ADS_MESSAGES.placementInvalid)
    }
    expect(message({ placement: ['home-hero', 'results-top'] })).toBe(ADS_MESSAGES.placementRequired)
  })
})
