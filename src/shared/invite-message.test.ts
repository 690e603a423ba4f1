import { describe, expect, it } from 'vitest'
import { INVITE_SHARE_TEXT, inviteMessage } from './invite-message'

describe('inviteMessage', () => {
  it('is the warm message followed by the link', () => {
    const url = 'https://www.espelho.app/feedback/user/abc'
    expect(inviteMessage(url)).toBe(`${INVITE_SHARE_TEXT} ${url}`)
    expect(inviteMessage(url).endsWith(` ${url}`)).toBe(true)
    expect(INVITE_SHARE_TEXT).toMatch(/anônimo:$/)
  })
})
