import { initials } from './author-byline'

const FALLBACK_BIO = "A towing expert and journalist for TowSpec's editorial content."

/** The author box under an article, with the SPEC §2 fallback bio. */
export function AuthorBox({ name, avatar, bio }: { name: string; avatar: string | null; bio: string | null }) {
	return (
		<aside aria-label="About the author" className="mt-10 flex gap-4 rounded-lg border border-slate-200 bg-white p-5">
			{avatar ? (
				<img src={avatar} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-full object-cover" />
			) : (
				<span
					aria-hidden="true"
					className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-semibold text-white"
				>
					{initials(name)}
				</span>
			)}
			<div>
				<p className="font-semibold text-slate-900">{name}</p>
				<p className="mt-1 text-sm text-slate-700">{bio ?? FALLBACK_BIO}</p>
			</div>
		</aside>
	)
}
