import { describe, expect, it } from 'vitest'
import { answersUntil, waitingText } from './release'

describe('waitingText', () => {
  it('says nothing when none waits, and how many wait otherwise', () => {
    expect(waitingText(0)).toBeNull()
    expect(waitingText(Number.NaN)).toBeNull()
    expect(waitingText(1)).toBe(
      '1 resposta aguardando — ela aparece junto com as próximas quando chegar a 3ª, para proteger o anonimato de quem respondeu.',
    )
    expect(waitingText(2)).toBe(
      '2 respostas aguardando — elas aparecem juntas quando chegar a 3ª, para proteger o anonimato de quem respondeu.',
    )
  })
})

describe('answersUntil', () => {
  it('counts the answers that complete enough groups of three', () => {
    expect(answersUntil(3, 0, 0)).toBe(3)
    expect(answersUntil(3, 0, 2)).toBe(1)
    // 3 shown, 2 waiting, 5 wanted: one more answer releases 3 → 6.
    expect(answersUntil(5, 3, 2)).toBe(1)
    // 6 shown, 10 wanted: two groups, 6 answers (4 would leave one waiting at 9).
    expect(answersUntil(10, 6, 0)).toBe(6)
    expect(answersUntil(10, 6, 1)).toBe(5)
    expect(answersUntil(15, 15, 0)).toBe(0)
  })

  it('agrees with playing the answers one by one', () => {
    for (let released = 0; released <= 15; released += 3) {
      for (let waiting = 0; waiting <= 2; waiting += 1) {
        for (let target = 1; target <= 20; target += 1) {
          let shown = released
          let queue = waiting
          let answers = 0
          while (shown < target) {
            answers += 1
            queue += 1
            if (queue === 3) {
              shown += 3
              queue = 0
            }
          }
          expect(answersUntil(target, released, waiting), `${target} from ${released}+${waiting}`).toBe(answers)
        }
      }
    }
  })
})
