import { Writable } from 'node:stream'
import { Suspense, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { PageDataContext, PageDataStore } from './page-form-data'
import { useDiscBank, type DiscBankName } from './question-bank'

const SELF_KEY = ['question-bank', 'disc', 'self']

function FirstQuestion({ name }: { name: DiscBankName }) {
  const bank = useDiscBank(name)
  return <p>{`${bank.length}: ${bank[0]?.text ?? ''}`}</p>
}

function inPage(store: PageDataStore, children: ReactNode) {
  return (
    <PageDataContext value={store}>
      <Suspense fallback={<p>carregando</p>}>{children}</Suspense>
    </PageDataContext>
  )
}

/** The whole markup once every Suspense boundary resolved, as the server renders a page. */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString()
        callback()
      },
      final(callback) {
        resolve(html)
        callback()
      },
    })
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject })
  })
}

describe('useDiscBank', () => {
  it('reads the bank the page carries, at once (no loading, the same markup as the server)', () => {
    const carried = [{ id: 'x1', text: 'Pergunta da página', options: [] }]
    const store = new PageDataStore([{ key: SELF_KEY, value: carried }])
    expect(renderToString(inPage(store, <FirstQuestion name="self" />))).toBe('<!--$--><p>1: Pergunta da página</p><!--/$-->')
  })

  it('on the server, loads the bank and writes it into the page for the browser', async () => {
    const store = new PageDataStore([], true)
    const html = await renderAll(inPage(store, <FirstQuestion name="others" />))
    expect(html).toContain(`${DISC_OTHERS_QUESTIONS.length}: ${DISC_OTHERS_QUESTIONS[0]!.text}`)
    expect(store.carried()).toEqual([{ key: ['question-bank', 'disc', 'others'], value: DISC_OTHERS_QUESTIONS }])
  })

  it('in the browser, loads what the page lacks without carrying anything', async () => {
    const store = new PageDataStore()
    const html = await renderAll(inPage(store, <FirstQuestion name="self" />))
    expect(html).toContain(`${DISC_SELF_QUESTIONS.length}: ${DISC_SELF_QUESTIONS[0]!.text}`)
    expect(store.carried()).toEqual([])
    // A later mount reads it without loading again.
    expect(renderToString(inPage(store, <FirstQuestion name="self" />))).toContain(DISC_SELF_QUESTIONS[0]!.text)
  })

  it('ignores page data that is not a bank and loads the real one', async () => {
    const store = new PageDataStore([{ key: SELF_KEY, value: [{ id: 1 }] }], true)
    const html = await renderAll(inPage(store, <FirstQuestion name="self" />))
    expect(html).toContain(DISC_SELF_QUESTIONS[0]!.text)
    // What the page held stays as it was: a bad entry is not replaced, and nothing is carried twice.
    expect(store.carried()).toEqual([])
  })
})
