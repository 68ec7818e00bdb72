// The operator's command line (npm run reports -- …) on each database, plus one run of the real entry point.
import { spawnSync } from 'node:child_process'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { subscribe } from '~/contact/newsletter.server'
import { createDataIssue, createSupportRequest, getCorrection, getSubmission } from '~/contact/submissions.server'
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../setup/databases'
import { runReports } from '../../scripts/reports-cli'

const SITE = 'https://towspec.example'

async function seedSubmissions(t: TestDatabase) {
	await t.db
		.insertInto('vehicles')
		.values({
			id: 777,
			year: 2023,
			make: 'Ford',
			makeSlug: 'ford',
			model: 'F-150',
			modelSlug: 'f-150',
			trim: 'XL',
			vehicleClass: 'pickup',
			body: null,
			engine: '3.5L V6',
			drivetrain: '4WD',
			axleRatio: null,
			maxTowingCapacity: 13000,
			conventionalTowing: 13000,
			fifthWheelTowing: null,
			payloadCapacity: null,
			gcwr: null,
			gvwr: null,
			curbWeight: null,
			requiredPackage: null,
			msrp: null,
			saeJ2807Certified: 0,
			source: 'Test fixture',
			sourceUrl: null,
			verified: 0,
			tier: 'single',
			notPublished: '',
			notes: null,
			searchText: '2023 ford f-150 xl',
		})
		.execute()
	const issue = await createDataIssue(t.db, {
		vehicleYear: 2023,
		vehicleMake: 'ford',
		vehicleModel: 'F-150',
		vehicleTrim: 'xl',
		issueDescription: 'Conventional towing should read 13,000 lb.\nSee the 2023 guide.',
		userName: 'Ann',
		userEmail: 'ann@example.com',
	})
	const support = await createSupportRequest(t.db, {
		questionType: 'general-inquiry',
		description: '=HYPERLINK("http://evil.example","click") please add the 2025 Ranger',
		vehicleYear: undefined,
		vehicleMake: undefined,
		vehicleModel: undefined,
		vehicleTrim: undefined,
		userName: undefined,
		userEmail: undefined,
	})
	return { issue, support }
}

describe.each(DATABASE_KINDS)('npm run reports on %s', (kind) => {
	let t: TestDatabase
	let out: string[]
	let err: string[]
	const run = (...argv: string[]) => runReports(argv, t.db, { out: (s) => out.push(s), err: (s) => err.push(s), siteUrl: SITE })

	beforeEach(async () => {
		t = await createTestDatabase(kind)
		out = []
		err = []
	})
	afterEach(async () => {
		await t.cleanup()
	})

	it('lists submissions newest first, filtered by status and kind, as a table or JSON', async () => {
		const { issue, support } = await seedSubmissions(t)
		expect(await run('list')).toBe(0)
		const table = out.join('\n')
		expect(table).toMatch(/^ID\s+KIND\s+STATUS\s+RECEIVED\s+ABOUT\s+DESCRIPTION/)
		expect(table.indexOf(`\n${support} `)).toBeLessThan(table.indexOf(`\n${issue} `))
		expect(table).toContain('2023 ford F-150 xl')
		expect(table).toContain('General Inquiry')
		expect(table).toContain('2 submissions')

		out = []
		expect(await run('list', '--kind', 'data-issue', '--json')).toBe(0)
		const rows = JSON.parse(out.join(''))
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ id: issue, kind: 'data-issue', status: 'new', vehicleId: 777 })

		out = []
		expect(await run('list', '--status', 'resolved')).toBe(0)
		expect(out.join('\n')).toBe('No submissions match.')

		expect(await run('list', '--status', 'done')).toBe(1)
		expect(err.join('\n')).toContain('Unknown status "done"')
		expect(await run('list', '--kind', 'spam')).toBe(1)
	})

	it('shows one submission in full, with control characters neutralised', async () => {
		const { issue } = await seedSubmissions(t)
		await t.db.updateTable('submissions').set({ userName: 'Ann\u001b[31m' }).where('id', '=', issue).execute()
		expect(await run('show', String(issue))).toBe(0)
		const text = out.join('\n')
		expect(text).toContain(`#${issue} Data issue — New`)
		expect(text).toContain('Vehicle:      2023 ford F-150 xl (vehicle 777)')
		expect(text).toContain('From:         Ann\uFFFD[31m <ann@example.com>')
		expect(text).not.toContain('\u001b')
		expect(text).toContain('Conventional towing should read 13,000 lb.\nSee the 2023 guide.')
		expect(await run('show', '999999')).toBe(1)
		expect(err.join('\n')).toContain('No submission with id 999999')
		expect(await run('show', 'abc')).toBe(1)
	})

	it('sets a status with a note and a correction, which the vehicle page reads', async () => {
		const { issue, support } = await seedSubmissions(t)
		expect(await run('set', String(issue), 'in-review', '--note', 'Checking the guide')).toBe(0)
		expect(out.pop()).toBe(`#${issue} is now In review.`)
		expect(await getSubmission(t.db, issue)).toMatchObject({ status: 'in_review', operatorNote: 'Checking the guide', corrected: 0 })
		expect(await getCorrection(t.db, 777)).toBeNull()

		expect(await run('set', String(issue), 'resolved', '--corrected')).toBe(0)
		const today = new Date().toISOString().slice(0, 10)
		expect(out.pop()).toBe(`#${issue} is now Resolved, corrected on ${today}.`)
		expect(await getSubmission(t.db, issue)).toMatchObject({ status: 'resolved', operatorNote: 'Checking the guide', corrected: 1 })
		expect(await getCorrection(t.db, 777)).toBe(today)

		// Reopening withdraws the correction; a support request cannot be "corrected".
		expect(await run('set', String(issue), 'in_review')).toBe(0)
		expect(await getCorrection(t.db, 777)).toBeNull()
		expect(await run('set', String(support), 'resolved', '--corrected')).toBe(1)
		expect(err.join('\n')).toContain('Only a data issue marked resolved can be marked corrected')
		expect(await run('set', String(issue), 'closed')).toBe(1)
		expect(await run('set', '424242', 'rejected')).toBe(1)
		expect(err.join('\n')).toContain('No submission with id 424242')
	})

	it('exports every submission as CSV that spreadsheets will not run as formulas', async () => {
		const { issue, support } = await seedSubmissions(t)
		expect(await run('export', '--csv')).toBe(0)
		const records = parse(out.join('\n'), { columns: true }) as Array<Record<string, string>>
		expect(records.map((r) => Number(r.id))).toEqual([support, issue])
		expect(records[1]).toMatchObject({
			kind: 'data-issue',
			status: 'new',
			vehicleYear: '2023',
			vehicleId: '777',
			description: 'Conventional towing should read 13,000 lb.\nSee the 2023 guide.',
			userEmail: 'ann@example.com',
			corrected: '0',
			correctedAt: '',
		})
		expect(records[0]!.description).toBe(`'=HYPERLINK("http://evil.example","click") please add the 2025 Ranger`)
		expect(await run('export')).toBe(1)
	})

	it('lists newsletter subscribers with their unsubscribe links', async () => {
		await subscribe(t.db, 'reader@example.com')
		expect(await run('subscribers', '--csv')).toBe(0)
		const [row] = parse(out.join('\n'), { columns: true }) as Array<Record<string, string>>
		expect(row!.email).toBe('reader@example.com')
		expect(row!.unsubscribeUrl).toMatch(/^https:\/\/towspec\.example\/newsletter\/unsubscribe\?token=[\w-]{20,}$/)
	})

	it('prints the usage for no command or an unknown one', async () => {
		expect(await run()).toBe(1)
		expect(out.join('\n')).toContain('Usage: npm run reports -- <command>')
		expect(await run('frobnicate')).toBe(1)
		expect(err.join('\n')).toContain('Unknown command "frobnicate"')
		expect(await run('--help')).toBe(0)
	})
})

describe('scripts/reports.ts entry point', () => {
	it('runs on the database named by DATABASE_URL and exits with the command status', async () => {
		const t = await createTestDatabase('sqlite')
		try {
			await seedSubmissions(t)
			const env = { ...process.env, DATABASE_URL: t.url }
			const list = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', 'list', '--json'], { env, encoding: 'utf8' })
			expect(list.status).toBe(0)
			expect(JSON.parse(list.stdout)).toHaveLength(2)
			const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', 'show', '999'], { env, encoding: 'utf8' })
			expect(bad.status).toBe(1)
			expect(bad.stderr).toContain('No submission with id 999')
		} finally {
			await t.cleanup()
		}
	})
})
