import { describe, expect, it } from 'vitest'
import { comparableGroups } from './relationship-groups'

const g = (name: string, count: number) => ({ name, count })
const names = (list: { name: string }[]) => list.map((group) => group.name)

describe('comparableGroups', () => {
  it('keeps groups of 3, drops groups of 2', () => {
    expect(names(comparableGroups([g('friend', 3), g('colleague', 3)], 6))).toEqual(['friend', 'colleague'])
    // 2 friends outside: one of the two shown groups goes too, so 5 stay outside.
    expect(names(comparableGroups([g('friend', 2), g('colleague', 3), g('family', 3)], 8))).toEqual(['family'])
  })

  it('hides a group whose complement would be 1 or 2 people', () => {
    // 3 friends + 1 colleague: friends' and overall averages would reveal the colleague.
    expect(comparableGroups([g('friend', 3), g('colleague', 1)], 4)).toEqual([])
    // 4 friends + 3 colleagues + 2 family: drop colleagues (smallest shown) so 5 stay outside.
    expect(names(comparableGroups([g('friend', 4), g('colleague', 3), g('family', 2)], 9))).toEqual(['friend'])
  })

  it('keeps every group when the rest is 0 or at least 3', () => {
    expect(names(comparableGroups([g('friend', 5)], 5))).toEqual(['friend'])
    expect(names(comparableGroups([g('friend', 5), g('colleague', 1), g('family', 2)], 8))).toEqual(['friend'])
  })
})
