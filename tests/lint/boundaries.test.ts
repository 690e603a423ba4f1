import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Lints one made-up file at a real place in the tree and returns the rules it broke. */
async function brokenRules(filePath: string, code: string, eslint = new ESLint({ cwd: root })) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId)
}

// The first lint of a run resolves and parses the whole import graph (no-cycle follows every
// import); on a busy machine that alone can pass the default 30 s.
describe('the lint keeps the layers of the house', { timeout: 180_000 }, () => {
  it.each([
    ['client → server', 'src/client/lib/fixture.ts', "import { buildApp } from '#server/app'\nexport const x = buildApp\n"],
    ['server → client', 'src/server/lib/fixture.ts', "import { cn } from '#client/lib/cn'\nexport const x = cn\n"],
    ['shared → client', 'src/shared/fixture.ts', "import { cn } from '#client/lib/cn'\nexport const x = cn\n"],
    ['shared → server', 'src/shared/fixture.ts', "import { buildApp } from '#server/app'\nexport const x = buildApp\n"],
    [
      'feature → feature',
      'src/client/features/home/fixture.ts',
      "import { useRegister } from '#client/features/auth/api/register'\nexport const x = useRegister\n",
    ],
    ['lib → components', 'src/client/lib/fixture.ts', "import { Button } from '#client/components/ui/button'\nexport const x = Button\n"],
    [
      'plugins → modules',
      'src/server/plugins/fixture.ts',
      "import { createAuthRepository } from '#server/modules/auth/auth.repository'\nexport const x = createAuthRepository\n",
    ],
    ['feature → app', 'src/client/features/home/fixture.ts', "import { routes } from '#client/app/routes'\nexport const x = routes\n"],
    [
      'db → modules',
      'src/server/db/fixture.ts',
      "import { createAuthRepository } from '#server/modules/auth/auth.repository'\nexport const x = createAuthRepository\n",
    ],
    ['lib → modules', 'src/server/lib/fixture.ts', "import { tokenError } from '#server/modules/email/email-tokens'\nexport const x = tokenError\n"],
    ['config → modules', 'src/server/config.ts', "import { paymentRoutes } from '#server/modules/payment/payment.routes'\nexport const x = paymentRoutes\n"],
    ['lib → pages', 'src/server/lib/fixture.ts', "import { escapeHtml } from '#server/pages/head'\nexport const x = escapeHtml\n"],
    ['module → pages', 'src/server/modules/share/fixture.ts', "import { escapeHtml } from '#server/pages/head'\nexport const x = escapeHtml\n"],
    [
      "module → another module's routes",
      'src/server/modules/share/fixture.ts',
      "import { assessmentRoutes } from '#server/modules/assessment/assessment.routes'\nexport const x = assessmentRoutes\n",
    ],
    [
      "module → another module's routes (a type only)",
      'src/server/modules/ocean-360/fixture.ts',
      "import type { GiverActions } from '#server/modules/feedback/feedback.routes'\nexport type X = GiverActions\n",
    ],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('import-x/no-restricted-paths')
  })

  it('accepts the same kind of import in the allowed direction', async () => {
    const rules = await brokenRules('src/client/features/home/fixture.ts', "import { cn } from '#client/lib/cn'\nexport const x = cn\n")
    expect(rules).toEqual([])
  })

  it.each([
    ['module → its own routes', 'src/server/modules/payment/fixture.ts', "import { paymentRoutes } from './payment.routes'\nexport const x = paymentRoutes\n"],
    [
      "module → another module's repository",
      'src/server/modules/share/fixture.ts',
      "import { TEMPORARY_TTL_MS } from '#server/modules/assessment/assessment.repository'\nexport const x = TEMPORARY_TTL_MS\n",
    ],
    ['pages → a module', 'src/server/pages/fixture.ts', "import { inviteImageMeta } from '#server/modules/share/public-meta'\nexport const x = inviteImageMeta\n"],
    ['module → lib', 'src/server/modules/share/fixture.ts', "import { anonIdOf } from '#server/lib/anon-visitor'\nexport const x = anonIdOf\n"],
    ['app → a feature', 'src/client/app/routes/fixture.ts', "import { useRegister } from '#client/features/auth/api/register'\nexport const x = useRegister\n"],
  ])('accepts %s', async (_name, filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([])
  })

  it('refuses a climb of more than one folder', async () => {
    const rules = await brokenRules('src/client/features/home/fixture.ts', "import { cn } from '../../lib/cn'\nexport const x = cn\n")
    expect(rules).toContain('no-restricted-imports')
  })

  it('keeps the test support out of production code, and open to tests', async () => {
    const code = "import { testConfig } from '#test/app'\nexport const x = testConfig\n"
    expect(await brokenRules('src/server/modules/auth/fixture.ts', code)).toContain('no-restricted-imports')
    expect(await brokenRules('src/server/modules/auth/fixture.test.ts', code)).toEqual([])
    expect(await brokenRules('tests/server/fixture.test.ts', code)).toEqual([])
  })

  it('refuses an import cycle', async () => {
    // The fixtures are ignored by `eslint .`; here the ignore list is off so they are linted.
    const eslint = new ESLint({ cwd: root, ignore: false })
    const [result] = await eslint.lintFiles([path.join(import.meta.dirname, 'fixtures/cycle-a.ts')])
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle')
  })
})
