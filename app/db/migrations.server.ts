// The one list of migrations, run by Kysely's Migrator on SQLite and PostgreSQL alike.
// Append new migrations; never edit one that has shipped.
import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely'

/** An auto-increment integer primary key in either dialect. */
export function serialPk(db: Kysely<unknown>) {
	return isPostgres(db) ? sql`serial primary key` : sql`integer primary key autoincrement`
}

export function isPostgres(db: Kysely<unknown>) {
	return db.getExecutor().adapter.constructor.name === 'PostgresAdapter'
}

export const migrations: Record<string, Migration> = {
	'0001_vehicles': {
		async up(db) {
			await db.schema
				.createTable('vehicles')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('year', 'integer', (c) => c.notNull())
				.addColumn('make', 'text', (c) => c.notNull())
				.addColumn('make_slug', 'text', (c) => c.notNull())
				.addColumn('model', 'text', (c) => c.notNull())
				.addColumn('model_slug', 'text', (c) => c.notNull())
				.addColumn('trim', 'text', (c) => c.notNull())
				.addColumn('vehicle_class', 'text', (c) => c.notNull())
				.addColumn('body', 'text')
				.addColumn('engine', 'text', (c) => c.notNull())
				.addColumn('drivetrain', 'text', (c) => c.notNull())
				.addColumn('axle_ratio', 'text')
				.addColumn('max_towing_capacity', 'integer', (c) => c.notNull())
				.addColumn('conventional_towing', 'integer', (c) => c.notNull())
				.addColumn('fifth_wheel_towing', 'integer')
				.addColumn('payload_capacity', 'integer')
				.addColumn('gcwr', 'integer')
				.addColumn('gvwr', 'integer')
				.addColumn('curb_weight', 'integer')
				.addColumn('required_package', 'text')
				.addColumn('msrp', 'integer')
				.addColumn('sae_j2807_certified', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('source', 'text', (c) => c.notNull())
				.addColumn('source_url', 'text')
				.addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('notes', 'text')
				.addColumn('search_text', 'text', (c) => c.notNull())
				.execute()
			// Option lists and filters walk these indexes instead of the table.
			await db.schema.createIndex('vehicles_year_make_model_trim').on('vehicles').columns(['year', 'make', 'model', 'trim']).execute()
			await db.schema.createIndex('vehicles_make_year').on('vehicles').columns(['make', 'year']).execute()
			await db.schema.createIndex('vehicles_slugs_year').on('vehicles').columns(['make_slug', 'model_slug', 'year']).execute()
			await db.schema
				.createTable('seed_state')
				.addColumn('name', 'text', (c) => c.primaryKey())
				.addColumn('hash', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
		},
		async down(db) {
			await db.schema.dropTable('seed_state').execute()
			await db.schema.dropTable('vehicles').execute()
		},
	},
	// Issue 6: editorial content, loaded from content/<kind>/*.md by the seed (upserted by slug, so ids
	// stay stable). Bodies are stored as sanitized HTML rendered at seed time; lists as JSON text.
	'0002_content': {
		async up(db) {
			const editorial = (table: string) =>
				db.schema
					.createTable(table)
					.addColumn('id', sql`${serialPk(db)}`)
					.addColumn('slug', 'text', (c) => c.notNull())
					.addColumn('title', 'text', (c) => c.notNull())
					.addColumn('description', 'text', (c) => c.notNull())
					.addColumn('content', 'text', (c) => c.notNull())
					.addColumn('reading_minutes', 'integer', (c) => c.notNull())
					.addColumn('meta_keywords', 'text', (c) => c.notNull())
					.addColumn('published_at', 'text', (c) => c.notNull())
					.addColumn('updated_at', 'text', (c) => c.notNull())
			await db.schema
				.createTable('content_categories')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('position', 'integer', (c) => c.notNull())
				.execute()
			await editorial('articles')
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('category_id', 'integer', (c) => c.notNull().references('content_categories.id'))
				.addColumn('author_name', 'text', (c) => c.notNull())
				.addColumn('author_avatar', 'text')
				.addColumn('author_bio', 'text')
				.addColumn('vehicles', 'text', (c) => c.notNull())
				.addColumn('sources', 'text', (c) => c.notNull())
				.addUniqueConstraint('articles_kind_slug', ['kind', 'slug'])
				.execute()
			await db.schema.createIndex('articles_kind_published').on('articles').columns(['kind', 'published_at']).execute()
			await db.schema.createIndex('articles_category').on('articles').column('category_id').execute()
			await editorial('comparisons')
				.addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('vehicles', 'text', (c) => c.notNull())
				.addUniqueConstraint('comparisons_slug', ['slug'])
				.execute()
			// One row of towing-law facts per state (50 states and DC by code); a state guide shows its state's row.
			await db.schema
				.createTable('state_facts')
				.addColumn('state_code', 'text', (c) => c.primaryKey())
				.addColumn('state', 'text', (c) => c.notNull())
				.addColumn('max_weight_without_cdl', 'integer')
				.addColumn('speed_limit_with_trailer', 'text')
				.addColumn('registration_required', 'text')
				.addColumn('inspection_required', 'text')
				.addColumn('brakes_required_over_lb', 'integer')
				.addColumn('breakaway_required_over_lb', 'integer')
				.addColumn('safety_chains', 'text')
				.addColumn('max_trailer_length_ft', 'real')
				.addColumn('max_combined_length_ft', 'real')
				.addColumn('max_width_in', 'real')
				.addColumn('special_requirements', 'text', (c) => c.notNull())
				.addColumn('penalties', 'text')
				.addColumn('dmv_phone', 'text')
				.addColumn('website', 'text')
				.addColumn('sources', 'text', (c) => c.notNull())
				.execute()
			await editorial('state_guides')
				.addColumn('state', 'text', (c) => c.notNull())
				.addColumn('state_code', 'text', (c) => c.notNull().references('state_facts.state_code'))
				.addUniqueConstraint('state_guides_slug', ['slug'])
				.execute()
			await db.schema
				.createTable('hubs')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('content', 'text', (c) => c.notNull())
				.addColumn('content_html', 'text', (c) => c.notNull())
				.addColumn('meta_keywords', 'text', (c) => c.notNull())
				.addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('published_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
			// content_id points into articles, comparisons or state_guides by content_type, so no foreign key.
			await db.schema
				.createTable('hub_spokes')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('hub_id', 'integer', (c) => c.notNull().references('hubs.id').onDelete('cascade'))
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('content_type', 'text', (c) => c.notNull())
				.addColumn('content_id', 'integer', (c) => c.notNull())
				.execute()
			await db.schema.createIndex('hub_spokes_hub').on('hub_spokes').columns(['hub_id', 'position']).execute()
			await db.schema
				.createTable('towing_guides')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('excerpt', 'text', (c) => c.notNull())
				.addColumn('content', 'text', (c) => c.notNull())
				.addColumn('category', 'text', (c) => c.notNull())
				.addColumn('image_url', 'text')
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('reading_minutes', 'integer', (c) => c.notNull())
				.execute()
			await db.schema
				.createTable('static_guides')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('category', 'text', (c) => c.notNull())
				.addColumn('author', 'text', (c) => c.notNull())
				.addColumn('published_at', 'text', (c) => c.notNull())
				.addColumn('sections', 'text', (c) => c.notNull())
				.addColumn('reading_minutes', 'integer', (c) => c.notNull())
				.execute()
			await db.schema
				.createTable('reviews')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('vehicle_year', 'integer', (c) => c.notNull())
				.addColumn('vehicle_make', 'text', (c) => c.notNull())
				.addColumn('vehicle_model', 'text', (c) => c.notNull())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('rating', 'integer', (c) => c.notNull())
				.addColumn('author', 'text', (c) => c.notNull())
				.addColumn('published_at', 'text', (c) => c.notNull())
				.addColumn('category', 'text', (c) => c.notNull())
				.addColumn('actual_towed', 'integer')
				.addColumn('pros', 'text', (c) => c.notNull())
				.addColumn('cons', 'text', (c) => c.notNull())
				.addColumn('would_recommend', 'integer', (c) => c.notNull())
				.addColumn('illustrative', 'integer', (c) => c.notNull())
				.addColumn('content', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createTable('tip_groups')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('content', 'text', (c) => c.notNull())
				.execute()
			await db.schema
				.createTable('tips')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('group_id', 'integer', (c) => c.notNull().references('tip_groups.id').onDelete('cascade'))
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('importance', 'text', (c) => c.notNull())
				.addColumn('quick_reference', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()
			await db.schema
				.createTable('pages')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('title', 'text', (c) => c.notNull())
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('content', 'text', (c) => c.notNull())
				.addColumn('reading_minutes', 'integer', (c) => c.notNull())
				.addColumn('meta_keywords', 'text', (c) => c.notNull())
				.addColumn('vehicles', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
		},
		async down(db) {
			for (const table of ['pages', 'tips', 'tip_groups', 'reviews', 'static_guides', 'towing_guides', 'hub_spokes', 'hubs', 'state_guides', 'state_facts', 'comparisons', 'articles', 'content_categories']) {
				await db.schema.dropTable(table).execute()
			}
		},
	},
	'0003_search_events': {
		// Anonymous searches for the trending pages: what was asked and when. No IP, no cookie, nothing personal.
		async up(db) {
			await db.schema
				.createTable('search_events')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('year', 'integer')
				.addColumn('make', 'text')
				.addColumn('model', 'text')
				.addColumn('trim', 'text')
				.addColumn('query', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema.createIndex('search_events_created_at').on('search_events').column('created_at').execute()
		},
		async down(db) {
			await db.schema.dropTable('search_events').execute()
		},
	},
	// Issue 7: what visitors submit (data-issue reports, support requests) and newsletter subscribers.
	// No foreign key to vehicles: the seed may delete a vehicle, and the report must outlive it.
	'0004_submissions': {
		async up(db) {
			await db.schema
				.createTable('submissions')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
				.addColumn('question_type', 'text')
				.addColumn('vehicle_year', 'integer')
				.addColumn('vehicle_make', 'text')
				.addColumn('vehicle_model', 'text')
				.addColumn('vehicle_trim', 'text')
				.addColumn('vehicle_id', 'integer')
				.addColumn('description', 'text', (c) => c.notNull())
				.addColumn('user_name', 'text')
				.addColumn('user_email', 'text')
				.addColumn('operator_note', 'text')
				.addColumn('corrected', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('corrected_at', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('updated_at', 'text', (c) => c.notNull())
				.execute()
			await db.schema.createIndex('submissions_status_created').on('submissions').columns(['status', 'created_at']).execute()
			await db.schema.createIndex('submissions_vehicle').on('submissions').columns(['vehicle_id', 'corrected']).execute()
			await db.schema
				.createTable('newsletter_subscribers')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('email', 'text', (c) => c.notNull().unique())
				.addColumn('consented_at', 'text', (c) => c.notNull())
				.addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
				.execute()
		},
		async down(db) {
			await db.schema.dropTable('newsletter_subscribers').execute()
			await db.schema.dropTable('submissions').execute()
		},
	},
	// The model-year line-up (the makers' published maxima per year, make and model) and the provenance
	// tier of every configuration (maker text, corroborated by two publications, or a single source).
	'0005_model_years': {
		async up(db) {
			await db.schema.alterTable('vehicles').addColumn('tier', 'text', (c) => c.notNull().defaultTo('single')).execute()
			await db.schema.alterTable('vehicles').addColumn('source2', 'text').execute()
			await db.schema.alterTable('vehicles').addColumn('source_url2', 'text').execute()
			// Figures the maker does not publish for the configuration (";"-separated field names), apart from blanks we lack.
			await db.schema.alterTable('vehicles').addColumn('not_published', 'text', (c) => c.notNull().defaultTo('')).execute()
			await db.schema
				.createTable('model_years')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('year', 'integer', (c) => c.notNull())
				.addColumn('make', 'text', (c) => c.notNull())
				.addColumn('make_slug', 'text', (c) => c.notNull())
				.addColumn('model', 'text', (c) => c.notNull())
				.addColumn('model_slug', 'text', (c) => c.notNull())
				.addColumn('vehicle_class', 'text', (c) => c.notNull())
				// Null where the maker's headline gives only the fifth-wheel/gooseneck maximum (heavy-duty pickups).
				.addColumn('max_conventional_towing', 'integer')
				.addColumn('max_fifth_wheel_towing', 'integer')
				.addColumn('max_payload', 'integer')
				.addColumn('sae_j2807_certified', 'integer', (c) => c.notNull().defaultTo(0))
				.addColumn('tier', 'text', (c) => c.notNull())
				.addColumn('source', 'text', (c) => c.notNull())
				.addColumn('source_url', 'text')
				.addColumn('source2', 'text')
				.addColumn('source_url2', 'text')
				.addColumn('disagreement', 'text')
				.addColumn('notes', 'text')
				.execute()
			await db.schema.createIndex('model_years_slugs_year').unique().on('model_years').columns(['make_slug', 'model_slug', 'year']).execute()
			await db.schema.createIndex('model_years_year_make').on('model_years').columns(['year', 'make']).execute()
		},
		async down(db) {
			await db.schema.dropTable('model_years').execute()
			await db.schema.alterTable('vehicles').dropColumn('not_published').execute()
			await db.schema.alterTable('vehicles').dropColumn('source_url2').execute()
			await db.schema.alterTable('vehicles').dropColumn('source2').execute()
			await db.schema.alterTable('vehicles').dropColumn('tier').execute()
		},
	},
	// State towing laws (data/state-laws/*.yaml): one record per state and DC, every fact with its citation. The
	// record is stored whole as JSON (51 rows; pages read all of them), with the brake threshold as a column.
	'0006_state_laws': {
		async up(db) {
			await db.schema
				.createTable('state_laws')
				.addColumn('code', 'text', (c) => c.primaryKey())
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('slug', 'text', (c) => c.notNull().unique())
				.addColumn('record', 'text', (c) => c.notNull())
				.addColumn('checked', 'text')
				.execute()
		},
		async down(db) {
			await db.schema.dropTable('state_laws').execute()
		},
	},
	// Issue 12: anonymous activity for /trending-searches, /live-towing-feed and the home page. An event holds
	// what was looked at (ids, slugs, a trailer type and weight band, pass/over, state codes) and when; never an
	// address, cookie, user agent or typed text. search_events kept typed text, so it goes (its rows are not
	// resolvable to vehicles after the fact). Events older than 90 days become daily counts (activity_daily).
	'0007_activity_events': {
		async up(db) {
			await db.schema
				.createTable('activity_events')
				.addColumn('id', sql`${serialPk(db)}`)
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('year', 'integer')
				.addColumn('make_slug', 'text')
				.addColumn('model_slug', 'text')
				.addColumn('vehicle_id', 'integer')
				.addColumn('vehicle_ids', 'text')
				.addColumn('trailer_type', 'text')
				.addColumn('trailer_weight', 'integer')
				.addColumn('outcome', 'text')
				.addColumn('binding_limit', 'text')
				.addColumn('states', 'text')
				.execute()
			await db.schema.createIndex('activity_events_created_at').on('activity_events').column('created_at').execute()
			await db.schema.createIndex('activity_events_kind_created_at').on('activity_events').columns(['kind', 'created_at']).execute()
			await db.schema
				.createTable('activity_daily')
				.addColumn('day', 'text', (c) => c.notNull())
				.addColumn('kind', 'text', (c) => c.notNull())
				.addColumn('subject', 'text', (c) => c.notNull())
				.addColumn('count', 'integer', (c) => c.notNull())
				.addPrimaryKeyConstraint('activity_daily_pk', ['day', 'kind', 'subject'])
				.execute()
			await db.schema.dropTable('search_events').execute()
		},
		async down(db) {
			await db.schema.dropTable('activity_daily').execute()
			await db.schema.dropTable('activity_events').execute()
		},
	},
	// Issue 16: state that every instance on one database must share. Rate-limit counters (fixed windows, one
	// row per endpoint, window length and client network; expired rows are swept) and operator sessions (a row
	// per signed-in session; sign-out deletes it, so a copied cookie stops working everywhere at once).
	'0008_shared_limits_and_sessions': {
		async up(db) {
			await db.schema
				.createTable('rate_limits')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('hits', 'integer', (c) => c.notNull())
				.addColumn('reset_at', 'bigint', (c) => c.notNull())
				.execute()
			await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute()
			await db.schema
				.createTable('admin_sessions')
				.addColumn('id_hash', 'text', (c) => c.primaryKey())
				.addColumn('expires_at', 'bigint', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute()
		},
		async down(db) {
			await db.schema.dropTable('admin_sessions').execute()
			await db.schema.dropTable('rate_limits').execute()
		},
	},
}

export const migrationProvider: MigrationProvider = {
	getMigrations: async () => migrations,
}
