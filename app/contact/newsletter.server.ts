// Newsletter subscriber queries: the only code that touches the newsletter_subscribers table.
import crypto from 'node:crypto'
import type { DB } from '~/db/db.server'

export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'

export function unsubscribeUrl(siteUrl: string, token: string) {
	return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
}

/**
 * Subscribes an address (already validated and lower-cased), recording the time of consent. A repeat
 * subscription keeps the first row and its consent time. Resolves with the subscriber's id once committed.
 */
export async function subscribe(db: DB, email: string): Promise<number> {
	await db
		.insertInto('newsletterSubscribers')
		.values({ email, consentedAt: new Date().toISOString(), unsubscribeToken: crypto.randomBytes(24).toString('base64url') })
		.onConflict((oc) => oc.column('email').doNothing())
		.execute()
	const row = await db.selectFrom('newsletterSubscribers').select('id').where('email', '=', email).executeTakeFirstOrThrow()
	return row.id
}

export async function findSubscriberByToken(db: DB, token: string) {
	if (!token) return undefined
	return db.selectFrom('newsletterSubscribers').selectAll().where('unsubscribeToken', '=', token).executeTakeFirst()
}

/** Removes the subscriber (and with it the address). True when there was one to remove. */
export async function unsubscribe(db: DB, token: string): Promise<boolean> {
	if (!token) return false
	const result = await db.deleteFrom('newsletterSubscribers').where('unsubscribeToken', '=', token).executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

export async function listSubscribers(db: DB) {
	return db.selectFrom('newsletterSubscribers').selectAll().orderBy('id').execute()
}
