// Renders the social-share image (Open Graph / Twitter, 1200×630) from the HTML below with
// Playwright and Debian's Chromium, into src/client/public/og-image.png. Run it after changing the
// design: `node scripts/make-og-image.mjs`. The PNG is committed; the build only copies it.
import path from 'node:path'
import { chromium } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const output = path.join(root, 'src/client/public/og-image.png')

const DISC = [
  ['D', '#b91c1c', 'Dominância'],
  ['I', '#c2410c', 'Influência'],
  ['S', '#15803d', 'Estabilidade'],
  ['C', '#1d4ed8', 'Conformidade'],
]

const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<style>
  * { box-sizing: border-box; margin: 0; }
  body {
    width: 1200px; height: 630px; overflow: hidden; color: #fff;
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif;
    /* Flat colours, not gradients: the PNG stays small enough for WhatsApp previews (< 300 KB). */
    background: #4c1d95;
  }
  .blob { position: absolute; border-radius: 50%; }
  .frame { position: absolute; inset: 0; padding: 64px 72px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 700; letter-spacing: -0.5px; }
  .brand svg { width: 64px; height: 64px; }
  h1 { margin-top: 40px; max-width: 640px; font-size: 100px; line-height: .98; font-weight: 800; letter-spacing: -3px; }
  .lede { margin-top: 26px; max-width: 660px; font-size: 32px; line-height: 1.3; color: #ede9fe; }
  .footer { margin-top: auto; display: flex; align-items: center; justify-content: space-between; }
  .tags { display: flex; gap: 14px; }
  .tag { padding: 12px 22px; border-radius: 999px; background: rgba(255,255,255,.16); font-size: 24px; font-weight: 700; }
  .url { font-size: 26px; font-weight: 700; color: #f5d0fe; }
  .disc { position: absolute; right: 88px; top: 128px; display: grid; grid-template-columns: repeat(2, 128px); gap: 20px; }
  .letter { width: 128px; height: 128px; border-radius: 32px; display: flex; flex-direction: column; align-items: center;
    justify-content: center; font-size: 60px; font-weight: 800; box-shadow: 0 18px 40px rgba(15, 5, 40, .35); }
  .letter span { font-size: 15px; font-weight: 700; letter-spacing: .3px; margin-top: 4px; opacity: .92; }
</style>
</head>
<body>
  <div class="blob" style="width:760px;height:760px;right:-220px;top:-260px;background:#5b21b6"></div>
  <div class="blob" style="width:520px;height:520px;right:-160px;top:-120px;background:#6d28d9"></div>
  <div class="blob" style="width:420px;height:420px;left:-200px;bottom:-260px;background:#86198f"></div>
  <div class="frame">
    <div class="brand">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#f472b6"/></linearGradient></defs>
        <rect width="64" height="64" rx="16" fill="url(#g)"/>
        <ellipse cx="32" cy="32" rx="15" ry="20" fill="none" stroke="#fff" stroke-width="5"/>
      </svg>
      Espelho
    </div>
    <h1>A Verdade liberta</h1>
    <p class="lede">Descubra como você se vê, como os outros te veem e onde estão os seus pontos cegos.</p>
    <div class="footer">
      <div class="tags"><span class="tag">Teste DISC</span><span class="tag">Big Five</span><span class="tag">Feedback 360° anônimo</span></div>
      <span class="url">espelho.app</span>
    </div>
  </div>
  <div class="disc">
    ${DISC.map(([letter, color, name]) => `<div class="letter" style="background:${color}">${letter}<span>${name}</span></div>`).join('')}
  </div>
</body>
</html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 })
  await page.setContent(html, { waitUntil: 'load' })
  await page.screenshot({ path: output, type: 'png' })
  console.log(`og-image: ${path.relative(root, output)} (1200×630)`)
} finally {
  await browser.close()
}
