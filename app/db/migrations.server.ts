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
}

export const migrationProvider: MigrationProvider = {
	getMigrations: async () => migrations,
}
