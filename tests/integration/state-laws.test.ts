// State-law records: every file in the repository passes its schema and cites every fact; the seed loads them on
// each database (SQLite always, PostgreSQL with TEST_DATABASE_URL) and refuses a broken file without writing;
// the API answers with the records, one record, and the strictest rules of a trip.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATE_FACT_KEYS } from '~/domain/state-law-schema'
import { loader as stateLawLoader } from '~/routes/api/state-law'
import { loader as stateLawsLoader } from '~/routes/api/state-laws'
import { loader as tripLoader } from '~/routes/api/state-laws-trip'
import { seedStateLaws } from '~/seed/seed.server'
import { readStateLaws } from '~/state-laws/load-files.server'
import { listStateLaws } from '~/state-laws/state-laws.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'

const DIR = path.resolve('data/state-laws')

describe('data/state-laws', () => {
	const { laws, problems, files } = readStateLaws(DIR)

	it('has a valid record in every file, named by its state code', () => {
		expect(problems).toEqual([])
		expect(files.length).toBe(laws.length)
		expect(laws.length).toBe(51)
	})

	it('gives every fact a citation, an address and the date it was checked, and every stated fact a value', () => {
		for (const law of laws) {
			for (const key of STATE_FACT_KEYS) {
				const fact = law.facts[key]
				if (!fact) continue
				expect(fact.citation.length, `${law.code} ${key}`).toBeGreaterThan(2)
				expect(fact.url, `${law.code} ${key}`).toMatch(/^https?:\/\//)
				expect(fact.checked, `${law.code} ${key}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
				if (fact.status === 'stated' && 'value' in fact) expect(fact.value, `${law.code} ${key}`).toBeDefined()
			}
		}
	})
})

const api = (url: string, params: Record<string, string>, t: TestDatabase) =>
	({ request: new Request(`http://localhost${url}`), params, context: { db: t.db, requestId: 'test' } }) as never

describe.each(DATABASE_KINDS)('state laws on %s', (kind) => {
	let t: TestDatabase
	beforeAll(async () => {
		t = await createTestDatabase(kind)
		await seedStateLaws(t.db, { vehiclesDir: '', stateLawsDir: DIR })
	})
	afterAll(async () => {
		await t?.cleanup()
	})
	const call = async (loader: (args: never) => Promise<Response>, url: string, params: Record<string, string> = {}) => {
		const res = await loader(api(url, params, t))
		return { status: res.status, etag: res.headers.get('etag'), body: await res.json() }
	}

	it('seeds every record once, and skips an unchanged set', async () => {
		const { laws } = readStateLaws(DIR)
		expect((await listStateLaws(t.db)).map((e) => e.code).sort()).toEqual(laws.map((l) => l.code).sort())
		expect(await seedStateLaws(t.db, { vehiclesDir: '', stateLawsDir: DIR })).toMatchObject({ skipped: true })
	})

	it('refuses a broken file, naming it, and leaves the records as they were', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'state-laws-'))
		for (const f of fs.readdirSync(DIR)) fs.copyFileSync(path.join(DIR, f), path.join(dir, f))
		fs.writeFileSync(path.join(dir, 'oh.yaml'), 'code: OH\nname: Ohio\nfacts:\n  maxSpeedMph: {status: stated, summary: A limit with no value., citation: x § 1, url: "https://example.org", checked: 2026-11-25}\n')
		const before = await listStateLaws(t.db)
		await expect(seedStateLaws(t.db, { vehiclesDir: '', stateLawsDir: dir }, { force: true })).rejects.toThrow(/oh\.yaml: facts\.maxSpeedMph\.value: a stated fact needs its value/)
		expect(await listStateLaws(t.db)).toEqual(before)
	})

	it('GET /api/state-laws lists the records with their citations, with an ETag', async () => {
		const { status, etag, body } = await call(stateLawsLoader, '/api/state-laws')
		expect(status).toBe(200)
		expect(etag).toBeTruthy()
		const ca = body.find((l: { code: string }) => l.code === 'CA')
		expect(ca).toMatchObject({ name: 'California', slug: 'california-towing-guide', facts: { trailerBrakes: { status: 'stated', value: { overLb: 1500 } } } })
		expect(ca.facts.trailerBrakes.citation).toMatch(/26303/)
	})

	it('GET /api/state-laws/:code answers one record in any case, and a JSON 404 for an unknown code', async () => {
		expect((await call(stateLawLoader, '/api/state-laws/tx', { code: 'tx' })).body).toMatchObject({ code: 'TX', name: 'Texas' })
		const missing = await call(stateLawLoader, '/api/state-laws/ZZ', { code: 'ZZ' })
		expect(missing.status).toBe(404)
		expect(missing.body.message).toMatch(/No state-law record for ZZ/)
	})

	it('GET /api/state-laws/trip names the strictest brake rule of the route and the states whose rule is not in our data yet', async () => {
		// Every state and DC has a record now, so "withoutRecord" is empty; a state whose record lacks the brake fact
		// is listed as missing for that rule. Which states lack it comes from the files, so the test follows the data.
		const { laws } = readStateLaws(DIR)
		const lacking = laws.filter((law) => !law.facts.trailerBrakes).map((law) => law.code)
		expect(lacking.length, 'some state still lacks a brake fact').toBeGreaterThan(0)
		const gap = lacking.find((code) => code !== 'CA' && code !== 'TX') as string
		const { status, body } = await call(tripLoader, `/api/state-laws/trip?states=TX,ca&states=${gap.toLowerCase()}`)
		expect(status).toBe(200)
		expect(body.states).toEqual(['TX', 'CA', gap])
		expect(body.withoutRecord).toEqual([])
		const brakes = body.rules.find((r: { key: string }) => r.key === 'trailerBrakes')
		expect(brakes).toMatchObject({ strictest: 'From 1,500 lb loaded (gross) weight', setBy: ['CA'], missing: [gap] })
	})

	it('GET /api/state-laws/trip answers 400 with a field message for a bad or missing state list', async () => {
		expect(await call(tripLoader, '/api/state-laws/trip?states=TX,QQ')).toMatchObject({ status: 400, body: { errors: { states: 'Not a US state code: QQ' } } })
		expect((await call(tripLoader, '/api/state-laws/trip')).status).toBe(400)
	})
})
