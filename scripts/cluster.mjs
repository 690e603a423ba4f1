// `npm run cluster`: the deploy/ recipe on one machine (issue 35). nginx (Debian's package) on PORT
// in front of CLUSTER_PROCESSES app processes (default 4) on ports PORT+1…, all on DATABASE_URL and
// REDIS_URL. Foreground: Ctrl+C or SIGTERM stops everything it started. A process that dies is
// started again after a second (what systemd's Restart=on-failure does in production).
//
// `npm run cluster:restart`: asks the running cluster (same PORT, or CLUSTER_DIR) for a rolling
// restart of its app processes, one at a time: SIGTERM (the process stops accepting, nginx passes
// new connections to the others, it finishes what reached it and exits), started again, /readyz,
// nginx's fail_timeout; nginx itself is never reloaded. Exits 0 when all are back.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const serverEntry = path.join(distDir, 'server/main.js')
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'

const port = Number(process.env.PORT || 3000)
const count = Number(process.env.CLUSTER_PROCESSES || 4)
const firstAppPort = Number(process.env.CLUSTER_FIRST_APP_PORT || port + 1)
const clusterDir = path.resolve(process.env.CLUSTER_DIR || path.join(os.tmpdir(), `espelho-cluster-${port}`))
const controlSocket = path.join(clusterDir, 'control.sock')

const say = (message) => console.log(`[cluster] ${message}`)
const fail = (message) => {
  console.error(`[cluster] ${message}`)
  process.exit(1)
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The server's exit code for settings it refuses (src/server/main.ts): never worth a restart. */
const EXIT_CONFIG = 78
/** nginx's `fail_timeout` for each process (deploy/nginx/espelho-upstream.conf has the same). */
const FAIL_TIMEOUT_MS = 5000

if (process.argv[2] === 'restart') await requestRestart()
else await runCluster()

// ---------------------------------------------------------------------------------------------
// cluster:restart — a client of the running cluster's control socket.

async function requestRestart() {
  if (!existsSync(controlSocket)) fail(`Nenhum cluster em execução em ${clusterDir} (rode npm run cluster com o mesmo PORT ou CLUSTER_DIR).`)
  const code = await new Promise((resolve) => {
    const req = request({ socketPath: controlSocket, path: '/restart', method: 'POST' }, (res) => {
      res.setEncoding('utf8')
      let last = ''
      res.on('data', (chunk) => {
        process.stdout.write(chunk)
        last += chunk
      })
      res.on('end', () => resolve(res.statusCode === 200 && /\nok\n?$/.test(`\n${last}`) ? 0 : 1))
    })
    req.on('error', (error) => {
      console.error(`[cluster] o cluster não respondeu: ${error.message}`)
      resolve(1)
    })
    req.end()
  })
  process.exit(code)
}

// ---------------------------------------------------------------------------------------------
// cluster — the supervisor.

async function runCluster() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    fail('Defina DATABASE_URL (PostgreSQL) e REDIS_URL: os processos do cluster compartilham o banco, as sessões e os limites.')
  }
  if (!Number.isInteger(count) || count < 1 || count > 64) fail('CLUSTER_PROCESSES deve ser um número inteiro entre 1 e 64.')
  ensureNginx()
  if (!existsSync(serverEntry) || !existsSync(path.join(distDir, 'client/index.html'))) {
    say('nenhuma build encontrada: executando npm run build…')
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } })
    if (built.status !== 0) fail('a build falhou; o cluster não foi iniciado.')
  }
  // The settings once, before any process: refused, they are printed once and nothing starts
  // (each process would print them and be started again every second, issue 45).
  const checked = spawnSync(process.execPath, [serverEntry, '--check-config'], { cwd: root, env: appEnv({ port: firstAppPort }), stdio: 'inherit' })
  if (checked.status !== 0) fail(checked.status === EXIT_CONFIG ? 'corrija a configuração acima; o cluster não foi iniciado.' : 'a conferência da configuração falhou; o cluster não foi iniciado.')
  if (existsSync(controlSocket)) {
    const alive = await new Promise((resolve) => {
      const req = request({ socketPath: controlSocket, path: '/status' }, (res) => resolve(res.statusCode === 200))
      req.on('error', () => resolve(false))
      req.end()
    })
    if (alive) fail(`Já há um cluster em execução em ${clusterDir}.`)
  }
  rmSync(clusterDir, { recursive: true, force: true })
  mkdirSync(path.join(clusterDir, 'tmp'), { recursive: true })
  // nginx's relative includes (snippets/…) resolve next to its configuration file.
  symlinkSync(path.join(root, 'deploy/nginx'), path.join(clusterDir, 'snippets'), 'dir')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    // nginx workers drop root for `nobody`; they write request bodies and buffers under tmp/.
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'nobody']).toString().trim())
    chownSync(path.join(clusterDir, 'tmp'), uid, gid)
  }

  const apps = Array.from({ length: count }, (_, i) => ({ index: i, port: firstAppPort + i, child: null, expectedExit: false }))
  let stopping = false
  let nginx = null
  let restarting = false

  const writeNginxConfig = () => {
    const upstream = apps.map((app) => `    server 127.0.0.1:${app.port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_MS / 1000}s;`).join('\n')
    writeFileSync(
      path.join(clusterDir, 'nginx.conf'),
      `# Written by scripts/cluster.mjs; the server part is deploy/nginx/espelho-proxy.conf.
${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes ${Number(process.env.CLUSTER_NGINX_WORKERS || 1)};
daemon off;
pid ${clusterDir}/nginx.pid;
# \`crit\`, as the recipe (deploy/nginx/espelho.conf): below it nginx writes the client's address and
# request line with each message (issue 45).
error_log stderr crit;
events { worker_connections 4096; }
http {
    access_log off;
    include snippets/espelho-http.conf;
    client_body_temp_path ${clusterDir}/tmp/body;
    proxy_temp_path ${clusterDir}/tmp/proxy;
    fastcgi_temp_path ${clusterDir}/tmp/fastcgi;
    uwsgi_temp_path ${clusterDir}/tmp/uwsgi;
    scgi_temp_path ${clusterDir}/tmp/scgi;
    upstream espelho_app {
${upstream}
        keepalive 32;
        # Below the app's SHUTDOWN_DRAIN_SECONDS (15 s): a draining process waits for nginx to close these.
        keepalive_timeout 10s;
    }
    server {
        listen ${process.env.HOST || '127.0.0.1'}:${port};
        include snippets/espelho-proxy.conf;
    }
}
`,
    )
  }

  // A declaration, hoisted: the settings check above runs it before the processes exist.
  function appEnv(app) {
    return {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'production',
      HOST: '127.0.0.1',
      PORT: String(app.port),
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      CLIENT_DIR: process.env.CLIENT_DIR || path.join(distDir, 'client'),
      // nginx is the one proxy in front: the client's address is the last X-Forwarded-For entry.
      TRUST_PROXY: process.env.TRUST_PROXY || '1',
      // On SIGTERM, idle connections are left to nginx, which closes them after its upstream
      // keepalive_timeout (10 s below): the rolling restart's drain (decision 0044).
      SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS || '15',
    }
  }

  const startApp = (app) => {
    app.expectedExit = false
    const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], { cwd: root, env: appEnv(app), stdio: ['ignore', 'inherit', 'inherit'] })
    app.child = child
    child.on('exit', (code, signal) => {
      if (app.child === child) app.child = null
      if (stopping || app.expectedExit) return
      if (code === EXIT_CONFIG) {
        // Its own message (stderr) says what is wrong; starting it again would say it again forever.
        console.error(`[cluster] processo ${app.port}: configuração recusada; parando tudo`)
        void shutdown('erro', 1)
        return
      }
      say(`processo ${app.port} saiu (${signal ?? `código ${code}`}); iniciando de novo em 1 s`)
      setTimeout(() => {
        if (!stopping && !app.child) startApp(app)
      }, 1000)
    })
    return child
  }

  const ready = async (app, timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const status = await readyzStatus(app.port)
      if (status === 200) return true
      if (stopping) return false
      await sleep(100)
    }
    return false
  }

  const stopApp = async (app) => {
    const child = app.child
    if (!child) return
    app.expectedExit = true
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }

  // Without a reload of nginx: a reload closes the idle keep-alive connections of the visitors,
  // and a request a client was writing on one at that moment fails (decision 0044). Instead:
  async function rollingRestart(log) {
    if (count === 1) log('aviso: com um só processo, o site fica fora do ar durante o reinício')
    for (const app of apps) {
      if (stopping) throw new Error('o cluster está parando')
      // The process stops accepting at once (nginx passes new connections to the others), answers
      // what still reaches it with `Connection: close` and exits once nginx has closed its idle
      // connections to it (SHUTDOWN_DRAIN_SECONDS at most).
      log(`processo ${app.port}: SIGTERM; termina o que está em andamento e sai`)
      const drainStarted = Date.now()
      await stopApp(app)
      log(`processo ${app.port}: saiu em ${((Date.now() - drainStarted) / 1000).toFixed(1)} s; iniciando de novo`)
      startApp(app)
      if (!(await ready(app))) throw new Error(`processo ${app.port} não ficou pronto (/readyz) em 180 s`)
      // nginx skips a process for fail_timeout after a refused connection: wait until it sends to
      // this one again before the next one stops, so never every process is skipped at once.
      await sleep(FAIL_TIMEOUT_MS + 1000)
      log(`processo ${app.port}: pronto e de volta ao nginx`)
    }
  }

  const shutdown = async (signal, exitCode = signal === 'erro' ? 1 : 0) => {
    if (stopping) return
    stopping = true
    say(`${signal}: parando o nginx e os ${count} processos…`)
    control.close()
    if (nginx && nginx.exitCode === null) {
      const nginxExited = new Promise((resolve) => nginx.once('exit', resolve))
      // QUIT: graceful, the requests in flight are answered first.
      nginx.kill('SIGQUIT')
      await Promise.race([nginxExited, sleep(15_000)])
      if (nginx.exitCode === null) nginx.kill('SIGKILL')
    }
    await Promise.all(apps.map((app) => stopApp(app)))
    rmSync(clusterDir, { recursive: true, force: true })
    process.exit(exitCode)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  // The control socket cluster:restart talks to.
  const control = createServer((req, res) => {
    if (req.url === '/status') {
      res.end(JSON.stringify({ port, apps: apps.map((app) => ({ port: app.port, pid: app.child?.pid ?? null })), nginx: nginx?.pid ?? null }))
      return
    }
    if (req.url !== '/restart' || req.method !== 'POST') {
      res.statusCode = 404
      res.end()
      return
    }
    if (restarting) {
      res.statusCode = 409
      res.end('um reinício já está em andamento\n')
      return
    }
    restarting = true
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    const log = (line) => {
      say(line)
      res.write(`${line}\n`)
    }
    rollingRestart(log).then(
      () => {
        log(`todos os ${count} processos reiniciados`)
        res.end('ok\n')
      },
      (error) => {
        log(`falhou: ${error.message}`)
        res.end('falhou\n')
      },
    ).finally(() => (restarting = false))
  })
  await new Promise((resolve) => control.listen(controlSocket, resolve))

  // Migrations run once under their advisory lock, whichever process gets there first.
  for (const app of apps) startApp(app)
  const readiness = await Promise.all(apps.map((app) => ready(app)))
  if (stopping) return
  if (readiness.some((ok) => !ok)) {
    console.error('[cluster] nem todos os processos ficaram prontos (/readyz) em 180 s')
    await shutdown('erro')
    return
  }
  writeNginxConfig()
  const test = spawnSync(NGINX, ['-t', '-q', '-c', path.join(clusterDir, 'nginx.conf'), '-p', clusterDir], { stdio: 'inherit' })
  if (test.status !== 0) {
    console.error('[cluster] a configuração do nginx foi recusada (nginx -t)')
    await shutdown('erro')
    return
  }
  nginx = spawn(NGINX, ['-e', 'stderr', '-c', path.join(clusterDir, 'nginx.conf'), '-p', clusterDir], { stdio: ['ignore', 'inherit', 'inherit'] })
  nginx.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`[cluster] o nginx saiu (${signal ?? `código ${code}`}); parando tudo`)
    void shutdown('erro')
  })
  const up = await (async () => {
    const deadline = Date.now() + 15_000
    while (Date.now() < deadline && !stopping) {
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0)
      if (status === 200) return true
      await sleep(100)
    }
    return false
  })()
  if (!up) {
    console.error(`[cluster] o nginx não respondeu na porta ${port}`)
    await shutdown('erro')
    return
  }
  writeFileSync(path.join(clusterDir, 'cluster.json'), JSON.stringify({ port, nginx: nginx.pid, apps: apps.map((a) => ({ port: a.port, pid: a.child?.pid })) }))
  say(`pronto: http://localhost:${port} (nginx) → ${count} processos nas portas ${firstAppPort}–${firstAppPort + count - 1}`)
  say('reinício sem queda: npm run cluster:restart (com o mesmo PORT); parar: Ctrl+C')
}

/**
 * /readyz of one process on a connection of its own, closed after the answer: a keep-alive
 * connection left open here would be one more the process waits for when it drains.
 */
function readyzStatus(appPort) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: appPort, path: '/readyz', agent: false, timeout: 5000 }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end()
  })
}

function ensureNginx() {
  if (existsSync(NGINX)) return
  say('nginx não encontrado: instalando o pacote do Debian (apt-get install -y nginx)…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const [command, ...args] = [...sudo, 'apt-get', 'install', '-y', 'nginx']
  let result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), 'update'], { stdio: 'inherit', env })
    result = spawnSync(command, args, { stdio: 'inherit', env })
  }
  if (result.status !== 0 || !existsSync(NGINX)) fail('não foi possível instalar o nginx; instale com: sudo apt-get install -y nginx')
}
