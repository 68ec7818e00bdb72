import { spawn } from 'node:child_process'
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path'
import { runLoad } from './load'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'))
const port = process.env.PORT ?? '3401'
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/wt16/sprof', '--import', 'tsx', 'server/index.ts'], { env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATABASE_URL: `file:${dir}/b.db`, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://127.0.0.1:${port}`
for (;;) { try { await fetch(base + '/healthz'); break } catch { await new Promise(r => setTimeout(r, 200)) } }
const paths = (process.env.PATHS ?? '/api/search/years').split(',')
const urls = paths.map(p => base + p)
await runLoad({ urls, connections: 10, seconds: 2, headers: { 'accept-encoding': 'gzip' } })
for (const p of paths) { const r = await runLoad({ urls: [base + p], connections: Number(process.env.C ?? 10), seconds: Number(process.env.S ?? 5), headers: { 'accept-encoding': 'gzip', 'user-agent': process.env.UA ?? 'Mozilla/5.0 bench' } }); console.log(p, JSON.stringify({ rps: r.rps.toFixed(0), p50: r.p50.toFixed(1), p99: r.p99.toFixed(1), errors: r.errors })) }
child.kill('SIGINT'); await new Promise(r => child.on('exit', r))
