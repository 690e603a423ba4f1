import { sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, it } from 'vitest'
import { REPORT_MESSAGES } from '#shared/schemas/report'
import { api, describeWithApp, registerUser, type TestContext } from '#test/app'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { oceanAnswers, oceanAnswersScoring, selfDiscAnswers } from '#test/fixtures'
import { refreshNorms } from '#server/modules/norms/norms.repository'
import { giveFeedback, giveFeedbackAsBrowser, insertSelfAssessment, othersOceanAnswers } from '#test/feedback'
import { FEEDBACK_ROUNDS_PATH } from '#shared/schemas/rounds'

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  const { text, totalPages } = await extractText(pdf, { mergePages: true })
  return { text: text.replace(/\s+/g, ' '), totalPages }
}

/** Each page's text, in order. */
async function pdfPages(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  const { text } = await extractText(pdf, { mergePages: false })
  return text.map((page) => page.replace(/\s+/g, ' '))
}

async function premiumPerson(ctx: TestContext, username: string) {
  const person = await registerUser(ctx.app, { username })
  const id = person.user.id as number
  await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${id}`)
  return { ...person, id, uuid: person.user.userId as string }
}

describeWithApp('GET /api/report.pdf', (ctx) => {
  it('needs a session (401) and Premium (403 with a clear message)', async () => {
    expect((await api(ctx.app, 'GET', '/api/report.pdf')).statusCode).toBe(401)
    const free = await registerUser(ctx.app)
    const refused = await api(ctx.app, 'GET', '/api/report.pdf', { cookie: free.cookie })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(REPORT_MESSAGES.premiumOnly)
  })

  it('gives a Premium person with nothing yet a PDF that says what is missing', async () => {
    const person = await premiumPerson(ctx, 'Joana Sem Testes')
    const response = await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="espelho-relatorio-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const { text } = await pdfText(response.rawPayload)
    expect(text).toContain('Joana Sem Testes')
    expect(text).toContain('Você ainda não fez o teste DISC')
    expect(text).toContain('Ninguém respondeu ainda')
  })

  it('holds the whole portrait from 3 raters, accents intact, nothing below the thresholds', async () => {
    const person = await premiumPerson(ctx, 'Conceição Araújo')
    await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('D'), isSelf: true }, cookie: person.cookie })
    await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(3), isSelf: true }, cookie: person.cookie })
    const report = async () => (await pdfText((await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })).rawPayload)).text
    /** One giver: the feedback, and the ten statements when `rates`. */
    const give = async (rates: boolean) => {
      const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid, ['S'])
      if (!rates) return
      const rated = await api(ctx.app, 'POST', `/api/feedback/user/${person.uuid}/ocean`, {
        body: { assessmentId: giver.assessmentId, answers: othersOceanAnswers(3, { OO1: 5, OO2: 1 }) },
        cookie: giver.cookie,
      })
      expect(rated.statusCode).toBe(201)
    }
    // Two givers (one rated the Big Five): both wait for a third (issue 30), so the report holds
    // nothing of them, not even that they answered.
    await give(true)
    await give(false)
    let text = await report()
    expect(text).toContain('Ninguém respondeu ainda. O DISC 360° aparece a partir de 3 respostas (faltam 3)')
    expect(text).toContain('Ninguém respondeu ainda. A comparação do Big Five aparece a partir de 3 respostas (faltam 3)')
    expect(text).not.toContain('Comunicativa')
    expect(text).not.toMatch(/[12] pessoas? respond/)

    // A third giver releases the three feedbacks; only two Big Five ratings, which keep waiting.
    await give(true)
    text = await report()
    expect(text).toContain('DISC 360°: pontos cegos')
    expect(text).toContain('Comunicativa')
    expect(text).toContain('Ninguém respondeu ainda. A comparação do Big Five aparece a partir de 3 respostas (faltam 3)')
    expect(text).not.toContain('responderam às 10 afirmações')

    // A fourth giver rates too, but their feedback waits; the fifth and sixth release it, and with it
    // the three ratings together.
    await give(true)
    expect(await report()).toContain('Ninguém respondeu ainda. A comparação do Big Five')
    await give(false)
    await give(false)
    const response = await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })
    expect(response.statusCode).toBe(200)
    ;({ text } = await pdfText(response.rawPayload))
    expect(text).toContain('Conceição Araújo')
    expect(text).toContain('Seu perfil DISC')
    // The site's words: the style as the results page names it, the verdicts with both ranges.
    expect(text).toContain('Seu estilo predominante: Dominância (O Realizador)')
    expect(text).not.toContain('Tipo mais forte')
    expect(text).toContain('DISC 360°: pontos cegos')
    expect(text).toMatch(/Dominância 100 \(± \d+\) 0 \(0–\d+\) 100 Diferença clara/)
    expect(text).toContain('Dominância: Diferença clara. Você se vê com 100 pontos a mais de Dominância do que os outros veem. As duas faixas não se cruzam')
    // Premium's "o que pode significar" texts are in the PDF too (issue 46).
    expect(text).toContain('Para experimentar: na próxima decisão em grupo')
    expect(text).toContain('Média dos outros: ainda instável')
    expect(text).toContain('Comunicativa')
    expect(text).toContain('Big Five: você e os outros')
    // Issue 17: every page after the cover says which it is, out of how many.
    const pages = await pdfPages(response.rawPayload)
    expect(pages.length).toBeGreaterThan(2)
    expect(pages[0]).not.toMatch(/Página \d+ de/)
    for (const [index, page] of pages.entries()) if (index > 0) expect(page).toContain(`Página ${index + 1} de ${pages.length}`)
    expect(text).toContain('3 pessoas responderam às 10 afirmações')
    expect(text).toMatch(/Abertura \d+ \(± 18\) \d+ \(\d+–\d+\) \d+ (Diferença clara|Diferença incerta|Sem diferença relevante)/)
    // No table header is left at the bottom of a page without its first row.
    for (const page of pages) {
      for (const head of ['Dimensão Você (margem) Outros (faixa) Diferença Leitura', 'Fator Você (margem) Outros (faixa) Diferença Leitura', 'Característica Citações % dos feedbacks']) {
        const at = page.indexOf(head)
        if (at >= 0) expect(page.slice(at + head.length)).toMatch(/^ ?\p{L}/u)
      }
    }
    expect(text).toContain('Metodologia e anonimato')
    // The methodology's counts come from the question banks' constants: the same words as ever.
    expect(text).toContain(
      'DISC: seu perfil vem do teste de 10 perguntas (ou do formulário paralelo de 24, quando você o fez); quem dá feedback responde 24 perguntas sobre você.',
    )
    expect(text).toContain(
      'Big Five: 25 afirmações (5 por fator) numa escala de 1 a 5; quem dá feedback pode responder 10 afirmações (2 por fator). Em ambos, o fator vale 25 × (média − 1), de 0 a 100',
    )
    expect(text).toContain('No Big Five, a margem do seu teste vem das 5 afirmações por fator.')
    expect(text).not.toContain('Sua evolução')
  })

  it('names a tie as the site does, and shows the raters’ Big Five without an own test, with an invitation', async () => {
    const person = await premiumPerson(ctx, 'Dalva Empate')
    // Five Dominance and five Conformidade answers: a D/C tie.
    const tie = Object.fromEntries(
      DISC_SELF_QUESTIONS.map((question, index) => [question.id, question.options.find((o) => o.type === (index % 2 === 0 ? 'D' : 'C'))!.id]),
    )
    const saved = await api(ctx.app, 'POST', '/api/assessment', { body: { answers: tie, isSelf: true }, cookie: person.cookie })
    expect(saved.statusCode).toBe(201)
    for (let i = 0; i < 3; i += 1) {
      const giver = await giveFeedbackAsBrowser(ctx.app, person.uuid, ['S'])
      const rated = await api(ctx.app, 'POST', `/api/feedback/user/${person.uuid}/ocean`, {
        body: { assessmentId: giver.assessmentId, answers: othersOceanAnswers(4) },
        cookie: giver.cookie,
      })
      expect(rated.statusCode).toBe(201)
    }
    const { text } = await pdfText((await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })).rawPayload)
    expect(text).toContain('Seu estilo combinado: Dominância e Conformidade (O Realizador e O Perfeccionista)')
    expect(text).not.toContain('Tipo mais forte')
    expect(text).toContain('3 pessoas responderam às 10 afirmações sobre a sua personalidade. Assim elas te veem')
    expect(text).toMatch(/Assim elas te veem \(de 0 a 100\): Abertura 50 Conscienciosidade 50/)
    expect(text).toContain('Você ainda não fez o teste Big Five: faça o teste')
  })

  it('puts the feedback rounds side by side, with the results page’s figures and index, once there are two rounds', async () => {
    const person = await premiumPerson(ctx, 'Rita Rodadas')
    await insertSelfAssessment(ctx.database.db, person.id, { dominance: 40, influence: 30, steadiness: 20, compliance: 10 })
    const report = async () => (await pdfText((await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })).rawPayload)).text
    for (let i = 0; i < 3; i++) await giveFeedback(ctx.app, person.uuid, { types: ['D', 'I', 'I', 'S'], strengths: [`R1-${i}`] })
    // One round: nothing to compare, no rounds table.
    expect(await report()).not.toContain('Rodadas de feedback')

    expect((await api(ctx.app, 'POST', FEEDBACK_ROUNDS_PATH, { cookie: person.cookie })).statusCode).toBe(201)
    // Two answers waiting in round 2 change nothing on paper either.
    for (let i = 0; i < 2; i++) await giveFeedback(ctx.app, person.uuid, { types: ['S', 'C', 'C', 'I'], strengths: [`R2-${i}`] })
    const waiting = await report()
    expect(waiting).toContain('Rodadas de feedback')
    expect(waiting).toMatch(/Respostas 3 0 /)
    expect(waiting).not.toMatch(/Autoconhecimento \d/)

    await giveFeedback(ctx.app, person.uuid, { types: ['S', 'C', 'C', 'I'], strengths: ['R2-2'] })
    const rounds = (await api(ctx.app, 'GET', FEEDBACK_ROUNDS_PATH, { cookie: person.cookie })).json()
    const [first, second] = rounds.comparison as { selfKnowledge: { value: number; margin: number }; others: { dominance: number }; gaps: { dominance: number } }[]
    const text = await report()
    expect(text).toContain('3 pessoas responderam na rodada atual (rodada 2).')
    expect(text).toContain('Rodada 1 Rodada 2')
    expect(text).toMatch(/Respostas 3 3 /)
    expect(text).toContain(`Autoconhecimento ${first!.selfKnowledge.value} (± ${first!.selfKnowledge.margin}) ${second!.selfKnowledge.value} (± ${second!.selfKnowledge.margin})`)
    const sign = (gap: number) => (gap > 0 ? `+${gap}` : gap < 0 ? `−${Math.abs(gap)}` : '0')
    expect(text).toContain(`Dominância ${first!.others.dominance}% (${sign(first!.gaps.dominance)}) ${second!.others.dominance}% (${sign(second!.gaps.dominance)})`)
    expect(text).toMatch(/Seu índice (subiu|caiu) de \d+ para \d+|cabe na margem de erro/)
  })
})

describeWithApp(
  'GET /api/report.pdf: Big Five norms (issue 48)',
  (ctx) => {
    const consenting = async (value: number) => {
      const { cookie } = await registerUser(ctx.app)
      expect((await api(ctx.app, 'POST', '/api/ocean-assessment', { cookie, body: { answers: oceanAnswersScoring(value) } })).statusCode).toBe(201)
      expect((await api(ctx.app, 'PUT', '/api/norms/consent', { cookie, body: { consent: true } })).statusCode).toBe(200)
    }

    it('shows the percentiles with their intervals from the minimum sample, and below it how many people are missing', async () => {
      const person = await premiumPerson(ctx, 'Lúcia Normas')
      await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswersScoring(5) }, cookie: person.cookie })
      const report = async () => (await pdfText((await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })).rawPayload)).text

      await consenting(1)
      await consenting(5)
      await refreshNorms(ctx.database.db)
      const below = await report()
      expect(below).toContain('Comparação com outras pessoas: em breve')
      expect(below).toMatch(/Os percentis aparecem quando 4 pessoas .* hoje são 2, faltam 2 pessoas\./)
      expect(below).not.toMatch(/percentil \d/)

      await consenting(1)
      await consenting(5)
      await refreshNorms(ctx.database.db)
      const at = await report()
      expect(at).toContain('Comparado com outras pessoas: percentis entre 4 pessoas que fizeram o teste no Espelho e autorizaram')
      // Mine 100 among 0, 0, 100, 100: (2 lower + ½ × 2 equal) ÷ 4 = 75, on every factor.
      for (const name of ['Abertura', 'Conscienciosidade', 'Extroversão', 'Amabilidade', 'Neuroticismo']) {
        expect(at).toMatch(new RegExp(`${name} percentil 75 \\(provavelmente entre \\d+ e \\d+\\)`))
      }
      expect(at).toContain('empates contam pela metade')
      expect(at).toContain('não é um diagnóstico')
      expect(at).not.toContain('em breve')

      // A newer test with every answer the same is compared with no one: no norms section at all.
      await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(3) }, cookie: person.cookie })
      const straight = await report()
      expect(straight).not.toMatch(/Comparado com outras pessoas|Comparação com outras pessoas|percentil \d/)
    })
  },
  { norms: { minSample: 4 } },
)
