// Table types for Kysely. Columns are snake_case in the database; CamelCasePlugin maps them.
import type { Generated } from 'kysely'

export interface VehicleTable {
	id: number
	year: number
	make: string
	makeSlug: string
	model: string
	modelSlug: string
	trim: string
	vehicleClass: string
	body: string | null
	engine: string
	drivetrain: string
	axleRatio: string | null
	maxTowingCapacity: number
	conventionalTowing: number
	fifthWheelTowing: number | null
	payloadCapacity: number | null
	gcwr: number | null
	gvwr: number | null
	curbWeight: number | null
	requiredPackage: string | null
	msrp: number | null
	saeJ2807Certified: number
	source: string
	sourceUrl: string | null
	verified: number
	tier: string
	source2: string | null
	sourceUrl2: string | null
	notPublished: string
	notes: string | null
	searchText: string
}

export interface ModelYearTable {
	id: number
	year: number
	make: string
	makeSlug: string
	model: string
	modelSlug: string
	vehicleClass: string
	maxConventionalTowing: number | null
	maxFifthWheelTowing: number | null
	maxPayload: number | null
	saeJ2807Certified: number
	tier: string
	source: string
	sourceUrl: string | null
	source2: string | null
	sourceUrl2: string | null
	disagreement: string | null
	notes: string | null
}

export interface SeedStateTable {
	name: string
	hash: string
	updatedAt: string
}

/** One anonymous activity event (issue 12): what was looked at and when, nothing about who. */
export interface ActivityEventTable {
	id: Generated<number>
	kind: string
	createdAt: string
	year: number | null
	makeSlug: string | null
	modelSlug: string | null
	vehicleId: number | null
	/** Comparison: the vehicle ids, ascending, comma-separated. */
	vehicleIds: string | null
	trailerType: string | null
	/** Rounded to 500 lb. */
	trailerWeight: number | null
	outcome: string | null
	bindingLimit: string | null
	/** Trip check: state codes, comma-separated. */
	states: string | null
}

/** Events older than the retention period, as counts per day, kind and subject. */
export interface ActivityDailyTable {
	day: string
	kind: string
	subject: string
	count: number
}

export interface SubmissionTable {
	id: Generated<number>
	kind: 'data-issue' | 'support'
	status: Generated<'new' | 'in_review' | 'resolved' | 'rejected'>
	questionType: string | null
	vehicleYear: number | null
	vehicleMake: string | null
	vehicleModel: string | null
	vehicleTrim: string | null
	vehicleId: number | null
	description: string
	userName: string | null
	userEmail: string | null
	operatorNote: string | null
	corrected: Generated<number>
	correctedAt: string | null
	createdAt: string
	updatedAt: string
}

export interface NewsletterSubscriberTable {
	id: Generated<number>
	email: string
	consentedAt: string
	unsubscribeToken: string
}

// Editorial content (migration 0002_content). JSON-valued columns hold JSON text; booleans are 0/1.
export interface ContentCategoryTable {
	id: number
	slug: string
	name: string
	position: number
}

interface EditorialColumns {
	id: Generated<number>
	slug: string
	title: string
	description: string
	/** Sanitized HTML rendered from the Markdown source at seed time. */
	content: string
	readingMinutes: number
	metaKeywords: string
	publishedAt: string
	updatedAt: string
}

export interface ArticleTable extends EditorialColumns {
	kind: 'article' | 'blog'
	featured: number
	categoryId: number
	authorName: string
	authorAvatar: string | null
	authorBio: string | null
	/** JSON: [{year, make, model}] */
	vehicles: string
	/** JSON: [{title, url}] */
	sources: string
}

export interface ComparisonTable extends EditorialColumns {
	featured: number
	vehicles: string
}

export interface StateGuideTable extends EditorialColumns {
	state: string
	stateCode: string
}

export interface StateFactsTable {
	stateCode: string
	state: string
	maxWeightWithoutCdl: number | null
	speedLimitWithTrailer: string | null
	registrationRequired: string | null
	inspectionRequired: string | null
	brakesRequiredOverLb: number | null
	breakawayRequiredOverLb: number | null
	safetyChains: string | null
	maxTrailerLengthFt: number | null
	maxCombinedLengthFt: number | null
	maxWidthIn: number | null
	specialRequirements: string
	penalties: string | null
	dmvPhone: string | null
	website: string | null
	sources: string
}

export interface HubTable {
	id: Generated<number>
	slug: string
	title: string
	description: string
	/** The Markdown source (SPEC §3). */
	content: string
	contentHtml: string
	metaKeywords: string
	featured: number
	publishedAt: string
	updatedAt: string
}

export interface HubSpokeTable {
	id: Generated<number>
	hubId: number
	position: number
	contentType: 'article' | 'comparison' | 'state_guide'
	contentId: number
}

export interface TowingGuideTable {
	id: Generated<number>
	slug: string
	title: string
	excerpt: string
	/** Plain text; line breaks are kept. */
	content: string
	category: 'basics' | 'equipment' | 'safety' | 'vehicles'
	imageUrl: string | null
	position: number
	readingMinutes: number
}

export interface StaticGuideTable {
	id: Generated<number>
	slug: string
	title: string
	description: string
	category: string
	author: string
	publishedAt: string
	/** JSON: [{title, html}] */
	sections: string
	readingMinutes: number
}

export interface ReviewTable {
	id: Generated<number>
	slug: string
	vehicleYear: number
	vehicleMake: string
	vehicleModel: string
	title: string
	rating: number
	author: string
	publishedAt: string
	category: string
	actualTowed: number | null
	pros: string
	cons: string
	wouldRecommend: number
	illustrative: number
	content: string
}

export interface TipGroupTable {
	id: Generated<number>
	slug: string
	title: string
	position: number
	content: string
}

export interface TipTable {
	id: Generated<number>
	groupId: number
	position: number
	title: string
	description: string
	importance: 'Critical' | 'High' | 'Medium'
	quickReference: number
}

export interface PageTable {
	id: Generated<number>
	slug: string
	title: string
	description: string
	content: string
	readingMinutes: number
	metaKeywords: string
	vehicles: string
	updatedAt: string
}

export interface StateLawTable {
	code: string
	name: string
	/** `{state-name}-towing-guide`, the state page's slug. */
	slug: string
	/** The validated record (StateLaw) as JSON. */
	record: string
	/** The newest date any fact was checked. */
	checked: string | null
}

/** Issue 16: rate-limit counters every instance shares (one row per endpoint, window and client network). */
export interface RateLimitTable {
	key: string
	hits: number
	/** When the window ends, in epoch milliseconds. */
	resetAt: number
}

/** Issue 16: signed-in operator sessions; signing out deletes the row, which ends the session on every instance. */
export interface AdminSessionTable {
	/** SHA-256 of the session id the cookie carries (base64url): the table alone opens no session. */
	idHash: string
	/** Epoch milliseconds. */
	expiresAt: number
	createdAt: string
}

export interface Database {
	rateLimits: RateLimitTable
	adminSessions: AdminSessionTable
	contentCategories: ContentCategoryTable
	articles: ArticleTable
	comparisons: ComparisonTable
	stateGuides: StateGuideTable
	stateFacts: StateFactsTable
	hubs: HubTable
	hubSpokes: HubSpokeTable
	towingGuides: TowingGuideTable
	staticGuides: StaticGuideTable
	reviews: ReviewTable
	tipGroups: TipGroupTable
	tips: TipTable
	pages: PageTable
	submissions: SubmissionTable
	newsletterSubscribers: NewsletterSubscriberTable
	vehicles: VehicleTable
	modelYears: ModelYearTable
	seedState: SeedStateTable
	activityEvents: ActivityEventTable
	activityDaily: ActivityDailyTable
	stateLaws: StateLawTable
}

export type { Generated }
