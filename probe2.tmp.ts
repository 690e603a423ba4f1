import { chromium } from 'playwright'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
const base = 'http://127.0.0.1:4203'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: base })
await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
await ctx.request.post('/api/auth/register', { headers: { Origin: base }, data: { username: 'Ana Teste', email: `q${Date.now()}@exemplo.com.br`, password: 'senha-forte-123', confirmPassword: 'senha-forte-123' } })
await ctx.request.post('/api/assessment', { headers: { Origin: base }, data: { isSelf: true, answers: Object.fromEntries(DISC_SELF_QUESTIONS.map((q) => [q.id, q.options[0]!.id])) } })
const page = await ctx.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))

await page.goto('/results?aba=outros', { waitUntil: 'networkidle' })
await page.waitForTimeout(3000)
await page.screenshot({ path: '/tmp/shots-walk/probe.png' })
const b = page.getByRole('button', { name: 'Copiar link' }).first()
console.log(await b.evaluate((el) => { const cs = getComputedStyle(el); const c = el.closest('.\\@container') as HTMLElement; return { fs: cs.fontSize, pl: cs.paddingLeft, cls: el.className, cw: c?.clientWidth, w: el.getBoundingClientRect().width } }))
await b.click()
const c = page.getByRole('button', { name: 'Mensagem copiada' }).first()
console.log('copied', await c.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth })))
await c.screenshot({ path: '/tmp/shots-walk/d-copied-360.png' })
await browser.close()
