import { useEffect, useId, useRef } from 'react'
import { formatDayMonthYear } from '#shared/format'
import { PRODUCT_NAME } from '#shared/product'
import { SendLinkActions } from '#client/components/invite/send-link-actions'

/** The text sent with the link, by WhatsApp or e-mail. */
export function compareMessage(url: string) {
  return (
    `Quer comparar nossos resultados de DISC e Big Five no ${PRODUCT_NAME}? Só aparecem os testes que cada um fez sobre si ` +
    `(nunca os feedbacks), e só se você aceitar. O convite vale 7 dias: ${url}`
  )
}

/**
 * A fresh invitation's link with the ways to send it, as a gift's (decision 0048): copy (announced
 * to screen readers), WhatsApp (wa.me) and e-mail (mailto). Shown once: only its hash is kept.
 * It appears after a tap, often below the fold on a phone: it scrolls into view and its heading
 * takes the focus, so the person (and a screen reader) lands on the new link.
 */
export function CompareShare({ url, expiresAt, title = 'Seu link de convite' }: { url: string; expiresAt: string; title?: string }) {
  const field = useRef<HTMLInputElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const region = useRef<HTMLElement>(null)
  const ids = useId()

  useEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // The whole box, clear of the sticky bar (scroll-mt), then the focus on its heading.
    region.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [url])

  return (
    <section ref={region} aria-labelledby={`${ids}-title`} className="flex scroll-mt-20 flex-col gap-3 rounded-xl bg-violet-50 p-4">
      <h3 id={`${ids}-title`} ref={heading} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
        {title}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-link`} className="text-sm font-semibold text-slate-900">
          Link do convite
        </label>
        <input
          id={`${ids}-link`}
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 font-mono text-xs text-slate-900"
        />
        <p className="text-sm text-slate-700">
          Vale até {formatDayMonthYear(expiresAt)} e funciona uma única vez. Guarde ou envie agora: por segurança, ele não aparece de novo.
        </p>
      </div>
      <SendLinkActions
        url={url}
        message={compareMessage(url)}
        emailSubject={`Vamos comparar nossos resultados no ${PRODUCT_NAME}?`}
        copiedNotice="Link do convite copiado."
        field={field}
      />
    </section>
  )
}
