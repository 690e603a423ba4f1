import { chromium, request as pwRequest } from 'playwright'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
const base = 'http://127.0.0.1:4203'
const out = '/tmp/shots-walk/' + (process.env.TAG ?? 'now')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const O = { headers: { Origin: base } }
async function owner() {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', baseURL: base })
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  const email = `s${Date.now()}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`
  const r = await ctx.request.post('/api/auth/register', { ...O, data: { username: 'Ana Teste', email, password: 'senha-forte-123', confirmPassword: 'senha-forte-123' } })
  const { userId } = await r.json()
  await ctx.request.post('/api/assessment', { ...O, data: { isSelf: true, answers: Object.fromEntries(DISC_SELF_QUESTIONS.map((q) => [q.id, q.options[0]!.id])) } })
  return { ctx, userId }
}
async function give(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const rq = await pwRequest.newContext({ baseURL: base })
    const challenge = await (await rq.get('/api/feedback/challenge')).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const a = await rq.post(`/api/feedback/user/${userId}/assessment`, { ...O, data: { isSelf: false, altcha, answers: Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, q.options[1]!.id])) } })
    const { id } = await a.json()
    await rq.post(`/api/feedback/user/${userId}`, { ...O, data: { assessmentId: id, relationshipType: 'friend', strengths: ['Calma'], improvements: [] } })
    await rq.dispose()
  }
}
const which = (process.env.ONLY ?? 'all').split(',')
const want = (k: string) => which.includes('all') || which.includes(k)
const shot = async (page: any, name: string) => {
  await page.screenshot({ path: `${out}-${name}-${page.viewportSize().width}.png` })
}
if (want('thanks')) {
  for (const vp of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    const page = await browser.newPage({ viewport: vp })
    await page.goto(base + '/thank-you', { waitUntil: 'networkidle' })
    const box = await page.getByRole('link', { name: 'Fazer meu teste gratuito' }).boundingBox()
    console.log('thanks', vp.width, JSON.stringify(box))
    await shot(page, 'thanks'); await page.close()
  }
}
if (want('results')) {
  const { ctx, userId } = await owner()
  await give(userId, 3)
  for (const vp of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    const page = await ctx.newPage(); await page.setViewportSize(vp)
    await page.goto(base + '/results?aba=outros', { waitUntil: 'networkidle' })
    await shot(page, 'results-outros')
    const copy = page.getByRole('button', { name: 'Copiar link' }).first()
    await copy.waitFor({ timeout: 5000 }).catch(() => console.log('no copy button'))
    if (await copy.count()) {
      await page.waitForTimeout(1000); await copy.scrollIntoViewIfNeeded(); await copy.click()
      const b = page.getByRole('button', { name: 'Mensagem copiada' }).first()
      const m = await b.evaluate((el: HTMLElement) => ({ sw: el.scrollWidth, cw: el.clientWidth, h: el.getBoundingClientRect().height, w: el.getBoundingClientRect().width }))
      console.log('copied', vp.width, JSON.stringify(m))
      await b.screenshot({ path: `${out}-copied-${vp.width}.png` })
    }
    const list = page.getByRole('list', { name: 'Feedbacks recebidos' })
    await list.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${out}-list-${vp.width}.png` })
    await page.goto(base + '/results', { waitUntil: 'networkidle' })
    const up = page.getByRole('button', { name: 'Fazer upgrade' }).first()
    if (await up.count()) {
      await up.scrollIntoViewIfNeeded()
      console.log('upgrade btn', vp.width, JSON.stringify(await up.evaluate((el: HTMLElement) => ({ sw: el.scrollWidth, cw: el.clientWidth, h: el.getBoundingClientRect().height }))))
      await page.screenshot({ path: `${out}-upsell-${vp.width}.png` })
      await up.click()
      const pay = page.getByRole('button', { name: 'Continuar para o pagamento' })
      await pay.waitFor()
      const geo = await pay.evaluate((el: HTMLElement) => { const sc = el.closest('.overflow-y-auto') as HTMLElement; return { payTop: el.getBoundingClientRect().top, payBottom: el.getBoundingClientRect().bottom, vh: innerHeight, scrollH: sc?.scrollHeight, clientH: sc?.clientHeight } })
      console.log('sheet', vp.width, JSON.stringify(geo))
      await page.screenshot({ path: `${out}-sheet-${vp.width}.png` })
    }
    await page.close()
  }
}
if (want('register')) {
  for (const vp of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    const page = await browser.newPage({ viewport: vp })
    const errs: string[] = []
    page.on('console', (m) => { if (m.type() === 'error') errs.push(m.text().slice(0, 150)) })
    await page.goto(base + '/assessment')
    await page.evaluate(() => localStorage.setItem('assessmentData', JSON.stringify({ scores: { D: 10, I: 0, S: 0, C: 0 } })))
    await page.goto(base + '/register', { waitUntil: 'networkidle' })
    const f = await page.getByLabel('Nome de usuário').boundingBox()
    console.log('register', vp.width, JSON.stringify(f), errs)
    await shot(page, 'register'); await page.close()
  }
}
await browser.close()
