// The operator's command line for submissions (npm run reports -- …). Kept apart from scripts/reports.ts
// (which opens the database and exits) so tests can run it against their own databases.
import { parseArgs } from 'node:util'
import { stringify } from 'csv-stringify/sync'
import { listSubscribers, unsubscribeUrl } from '../app/contact/newsletter.server'
import { questionTypeLabel } from '../app/contact/schemas'
import {
	STATUS_LABELS,
	SUBMISSION_KINDS,
	SUBMISSION_STATUSES,
	type Submission,
	SubmissionError,
	getSubmission,
	isKind,
	listSubmissions,
	parseStatus,
	setSubmissionStatus,
} from '../app/contact/submissions.server'
import type { DB } from '../app/db/db.server'

export const USAGE = `Usage: npm run reports -- <command>

  list [--status ${SUBMISSION_STATUSES.join('|')}] [--kind ${SUBMISSION_KINDS.join('|')}] [--json]
  show <id> [--json]
  set <id> <status> [--note "…"] [--corrected]
  export --csv                      every submission as CSV on stdout
  subscribers [--csv]               newsletter subscribers with their unsubscribe links`

export interface CliIO {
	out: (text: string) => void
	err: (text: string) => void
	siteUrl: string
}

class UsageError extends Error {}

/** Submitted text may hold terminal control sequences; the operator's terminal must not interpret them. */
const printable = (text: string, keepNewlines = false) =>
	// eslint-disable-next-line no-control-regex
	text.replace(keepNewlines ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' || c === '\t' ? ' ' : '\uFFFD'))

/** Spreadsheet programs run cells that start with =, +, -, @ as formulas; a leading ' keeps them text. */
const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

function vehicleOf(s: Submission) {
	return [s.vehicleYear, s.vehicleMake, s.vehicleModel, s.vehicleTrim].filter((v) => v !== null && v !== '').join(' ')
}

function subjectOf(s: Submission) {
	return s.kind === 'support' ? `${questionTypeLabel(s.questionType)}${vehicleOf(s) ? ` · ${vehicleOf(s)}` : ''}` : vehicleOf(s)
}

function truncate(text: string, max: number) {
	return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function table(rows: string[][]) {
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
	return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd()).join('\n')
}

function parseId(value: string | undefined) {
	if (!value || !/^\d{1,9}$/.test(value)) throw new UsageError(`Expected a submission id, got ${value === undefined ? 'nothing' : `"${value}"`}`)
	return Number(value)
}

function statusArg(value: string | undefined) {
	const status = value === undefined ? undefined : parseStatus(value)
	if (value !== undefined && !status) throw new UsageError(`Unknown status "${value}" (one of ${SUBMISSION_STATUSES.join(', ')})`)
	return status
}

function describe(s: Submission) {
	const lines = [
		`#${s.id} ${s.kind === 'data-issue' ? 'Data issue' : 'Support request'} — ${STATUS_LABELS[s.status as keyof typeof STATUS_LABELS] ?? s.status}`,
		`Received:     ${s.createdAt}`,
		`Last change:  ${s.updatedAt}`,
	]
	if (s.kind === 'support') lines.push(`Question:     ${questionTypeLabel(s.questionType)}`)
	if (vehicleOf(s)) lines.push(`Vehicle:      ${printable(vehicleOf(s))}${s.vehicleId ? ` (vehicle ${s.vehicleId})` : s.kind === 'data-issue' ? ' (no single vehicle matches)' : ''}`)
	lines.push(`From:         ${printable(s.userName ?? 'no name')}${s.userEmail ? ` <${printable(s.userEmail)}>` : ', no email'}`)
	if (s.corrected) lines.push(`Corrected on: ${s.correctedAt?.slice(0, 10) ?? ''}`)
	if (s.operatorNote) lines.push(`Note:         ${printable(s.operatorNote, true)}`)
	lines.push('', printable(s.description, true))
	return lines.join('\n')
}

/** Runs one command; resolves with the process exit code. */
export async function runReports(argv: string[], db: DB, io: CliIO): Promise<number> {
	try {
		const { values, positionals } = parseArgs({
			args: argv,
			allowPositionals: true,
			options: {
				status: { type: 'string' },
				kind: { type: 'string' },
				json: { type: 'boolean', default: false },
				csv: { type: 'boolean', default: false },
				note: { type: 'string' },
				corrected: { type: 'boolean' },
				help: { type: 'boolean', short: 'h', default: false },
			},
		})
		const [command, ...rest] = positionals
		if (values.help || !command) {
			io.out(USAGE)
			return values.help ? 0 : 1
		}
		switch (command) {
			case 'list': {
				const status = statusArg(values.status)
				if (values.kind !== undefined && !isKind(values.kind)) throw new UsageError(`Unknown kind "${values.kind}" (one of ${SUBMISSION_KINDS.join(', ')})`)
				const rows = await listSubmissions(db, { status, kind: values.kind as (typeof SUBMISSION_KINDS)[number] | undefined })
				if (values.json) {
					io.out(JSON.stringify(rows, null, 2))
					return 0
				}
				if (rows.length === 0) {
					io.out('No submissions match.')
					return 0
				}
				io.out(
					table([
						['ID', 'KIND', 'STATUS', 'RECEIVED', 'ABOUT', 'DESCRIPTION'],
						...rows.map((s) => [
							String(s.id),
							s.kind,
							s.status + (s.corrected ? '*' : ''),
							s.createdAt.slice(0, 16).replace('T', ' '),
							truncate(printable(subjectOf(s)), 40),
							truncate(printable(s.description), 60),
						]),
					]),
				)
				io.out(`\n${rows.length} submission${rows.length === 1 ? '' : 's'}${rows.some((s) => s.corrected) ? ' (* = resolved with a correction)' : ''}`)
				return 0
			}
			case 'show': {
				const id = parseId(rest[0])
				const s = await getSubmission(db, id)
				if (!s) {
					io.err(`No submission with id ${id}`)
					return 1
				}
				io.out(values.json ? JSON.stringify(s, null, 2) : describe(s))
				return 0
			}
			case 'set': {
				const id = parseId(rest[0])
				const status = statusArg(rest[1])
				if (!status) throw new UsageError(`Expected a status after the id (one of ${SUBMISSION_STATUSES.join(', ')})`)
				const updated = await setSubmissionStatus(db, id, { status, note: values.note, corrected: values.corrected })
				io.out(`#${updated.id} is now ${STATUS_LABELS[status]}${updated.corrected ? `, corrected on ${updated.correctedAt?.slice(0, 10)}` : ''}.`)
				return 0
			}
			case 'export': {
				if (!values.csv) throw new UsageError('export needs --csv')
				const rows = await listSubmissions(db, {})
				const columns = [
					'id', 'kind', 'status', 'createdAt', 'updatedAt', 'questionType', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'vehicleTrim',
					'vehicleId', 'description', 'userName', 'userEmail', 'operatorNote', 'corrected', 'correctedAt',
				] as const
				io.out(
					stringify(
						rows.map((r) => columns.map((c) => (r[c] === null ? '' : typeof r[c] === 'string' ? spreadsheetSafe(r[c] as string) : String(r[c])))),
						{ header: true, columns: [...columns], eof: false },
					),
				)
				return 0
			}
			case 'subscribers': {
				const rows = await listSubscribers(db)
				const data = rows.map((r) => [r.email, r.consentedAt, unsubscribeUrl(io.siteUrl, r.unsubscribeToken)])
				if (values.csv) io.out(stringify(data.map((r) => r.map(spreadsheetSafe)), { header: true, columns: ['email', 'consentedAt', 'unsubscribeUrl'], eof: false }))
				else io.out(rows.length === 0 ? 'No subscribers.' : table([['EMAIL', 'CONSENTED', 'UNSUBSCRIBE LINK'], ...data.map((r) => r.map((c) => printable(c)))]))
				return 0
			}
			default:
				throw new UsageError(`Unknown command "${command}"`)
		}
	} catch (error) {
		if (error instanceof UsageError || error instanceof SubmissionError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
			io.err(`${(error as Error).message}\n\n${USAGE}`)
			return 1
		}
		throw error
	}
}
