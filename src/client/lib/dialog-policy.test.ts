import { describe, expect, it } from 'vitest'
import { automaticDialogVerdict, QUIET_AFTER_ACTION_MS, QUIET_AFTER_SHOWN_MS, type DialogMoment } from './dialog-policy'

const SHOWN = 1_000_000

/** A returning person with feedback, 20 s after the page showed, idle: the one case a dialog may open. */
const quiet = (change: Partial<DialogMoment> = {}): DialogMoment => ({
  now: SHOWN + 20_000,
  shownAt: SHOWN,
  lastActionAt: null,
  editing: false,
  releasedFeedback: 3,
  openDialogs: 0,
  openedThisVisit: false,
  ...change,
})

describe('the dialog policy (issue 46)', () => {
  it('opens a dialog for a person with feedback, after 10 s, idle, with nothing else open', () => {
    expect(automaticDialogVerdict(quiet())).toEqual({ open: true })
    expect(automaticDialogVerdict(quiet({ now: SHOWN + QUIET_AFTER_SHOWN_MS }))).toEqual({ open: true })
  })

  it('never before the person has received feedback: a first look is not interrupted', () => {
    expect(automaticDialogVerdict(quiet({ releasedFeedback: 0 }))).toEqual({ open: false, retryInMs: null })
    expect(automaticDialogVerdict(quiet({ releasedFeedback: undefined }))).toEqual({ open: false, retryInMs: null })
    expect(automaticDialogVerdict(quiet({ releasedFeedback: 0, now: SHOWN + 3_600_000 }))).toEqual({ open: false, retryInMs: null })
  })

  it('never in the first 10 s after the page shows; asks again when they have passed', () => {
    expect(automaticDialogVerdict(quiet({ now: SHOWN }))).toEqual({ open: false, retryInMs: QUIET_AFTER_SHOWN_MS })
    expect(automaticDialogVerdict(quiet({ now: SHOWN + 4_000 }))).toEqual({ open: false, retryInMs: 6_000 })
    expect(automaticDialogVerdict(quiet({ now: SHOWN + QUIET_AFTER_SHOWN_MS - 1 }))).toEqual({ open: false, retryInMs: 1 })
  })

  it('never while the person acts: 5 s after a tap, key, copy or paste, and never while typing', () => {
    const now = SHOWN + 20_000
    expect(automaticDialogVerdict(quiet({ now, lastActionAt: now - 1_000 }))).toEqual({ open: false, retryInMs: 4_000 })
    expect(automaticDialogVerdict(quiet({ now, lastActionAt: now - QUIET_AFTER_ACTION_MS }))).toEqual({ open: true })
    // An action at 9 s holds the dialog past the 10 s, until 14 s.
    expect(automaticDialogVerdict(quiet({ now: SHOWN + 10_000, lastActionAt: SHOWN + 9_000 }))).toEqual({ open: false, retryInMs: 4_000 })
    expect(automaticDialogVerdict(quiet({ editing: true }))).toEqual({ open: false, retryInMs: QUIET_AFTER_ACTION_MS })
  })

  it('never two at once, and one per visit', () => {
    expect(automaticDialogVerdict(quiet({ openDialogs: 1 }))).toEqual({ open: false, retryInMs: QUIET_AFTER_ACTION_MS })
    expect(automaticDialogVerdict(quiet({ openedThisVisit: true }))).toEqual({ open: false, retryInMs: null })
  })

  it('never when the page is not showing', () => {
    expect(automaticDialogVerdict(quiet({ shownAt: null }))).toEqual({ open: false, retryInMs: null })
  })
})
