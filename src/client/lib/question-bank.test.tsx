import { Writable } from 'node:stream'
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { createQueryClient } from './query-client'
import { useDiscBank, type DiscBankName } from './question-bank'

const SELF_KEY = ['question-bank', 'disc', 'self']

function FirstQuestion({ name }: { name: DiscBankName }) {
  const bank = useDiscBank(name)
  return <p>{`${bank.length}: ${bank[0]?.text ?? ''}`}</p>
}

/** A query client holding `entries`, as the browser's is after hydrating a page's state. */
function clientWith(entries: { key: readonly unknown[]; value: unknown }[] = []): QueryClient {
  const client = createQueryClient()
  for (const { key, value } of entries) client.setQueryData(key, value)
  return client
}

function inPage(client: QueryClient, children: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>carregando</p>}>{children}</Suspense>
    </QueryClientProvider>
  )
}

const dehydratedKeys = (client: QueryClient) => dehydrate(client).queries.map((query) => query.queryKey)

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
    const client = clientWith([{ key: SELF_KEY, value: carried }])
    expect(renderToString(inPage(client, <FirstQuestion name="self" />))).toBe('<!--$--><p>1: Pergunta da página</p><!--/$-->')
  })

  it('on the server, loads the bank into the query cache, which is dehydrated into the page', async () => {
    const client = clientWith()
    const html = await renderAll(inPage(client, <FirstQuestion name="others" />))
    expect(html).toContain(`${DISC_OTHERS_QUESTIONS.length}: ${DISC_OTHERS_QUESTIONS[0]!.text}`)
    expect(dehydratedKeys(client)).toEqual([['question-bank', 'disc', 'others']])
    expect(client.getQueryData(['question-bank', 'disc', 'others'])).toBe(DISC_OTHERS_QUESTIONS)
  })

  it('a later mount reads the loaded bank without loading again', async () => {
    const client = clientWith()
    await renderAll(inPage(client, <FirstQuestion name="self" />))
    expect(renderToString(inPage(client, <FirstQuestion name="self" />))).toContain(DISC_SELF_QUESTIONS[0]!.text)
  })

  it('ignores page data that is not a bank and loads the real one', async () => {
    const client = clientWith([{ key: SELF_KEY, value: [{ id: 1 }] }])
    const html = await renderAll(inPage(client, <FirstQuestion name="self" />))
    expect(html).toContain(DISC_SELF_QUESTIONS[0]!.text)
    // What the page held stays as it was: a bad entry is not replaced.
    expect(client.getQueryData(SELF_KEY)).toEqual([{ id: 1 }])
  })
})
