import { useCallback, useEffect, useRef } from 'react'

/** Where the `altcha` widget fetches its challenge (docs/decisions/0015-feedback-proof-of-work.md). */
const CHALLENGE_URL = '/api/feedback/challenge'
const WAIT_MS = 60_000

interface AltchaElement extends HTMLElement {
  reset?: () => void
  verify?: () => void
}

/**
 * The ALTCHA proof of work for the link `uuid`, solved invisibly while the giver answers (a
 * harder one when the giver's network already answered a few times today, decision 0031): the widget is loaded on
 * this page only (a dynamic import, in an effect, so it never runs on the server), fetches a
 * challenge and works on it in Web Workers. `takeProof` waits for the answer, hands it over once
 * and starts on the next challenge, since each answer is accepted once. Nothing is loaded or solved
 * until `active` (the giver left the landing): the widget's code and its work stay off the main thread
 * while the page is first read (issue 32); 24 answers leave it ample time.
 */
export function useProofOfWork(uuid: string, active: boolean) {
  const widgetRef = useRef<AltchaElement | null>(null)
  const payloadRef = useRef<string | null>(null)
  const waitersRef = useRef<((payload: string | undefined) => void)[]>([])

  useEffect(() => {
    if (!active) return
    let cancelled = false
    void import('altcha').then(() => {
      if (cancelled) return
      const widget = document.createElement('altcha-widget') as AltchaElement
      widget.setAttribute('challenge', `${CHALLENGE_URL}?for=${encodeURIComponent(uuid)}`)
      widget.setAttribute('auto', 'onload')
      widget.setAttribute('display', 'invisible')
      widget.setAttribute('name', 'altcha')
      widget.addEventListener('statechange', (event) => {
        const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
        if (state === 'verified' && payload) {
          payloadRef.current = payload
          for (const resolve of waitersRef.current.splice(0)) resolve(payload)
        } else if (state === 'expired' || state === 'error') {
          payloadRef.current = null
          window.setTimeout(() => widget.verify?.(), 1000)
        }
      })
      // Outside React's tree: it outlives the steps and renders nothing visible (display=invisible).
      document.body.append(widget)
      widgetRef.current = widget
    })
    return () => {
      cancelled = true
      widgetRef.current?.remove()
      widgetRef.current = null
    }
  }, [uuid, active])

  const takeProof = useCallback(async (): Promise<string | undefined> => {
    const payload =
      payloadRef.current ??
      (await new Promise<string | undefined>((resolve) => {
        waitersRef.current.push(resolve)
        window.setTimeout(() => resolve(undefined), WAIT_MS)
      }))
    payloadRef.current = null
    const widget = widgetRef.current
    if (widget) {
      widget.reset?.()
      widget.verify?.()
    }
    return payload
  }, [])

  return { takeProof }
}
