import type { ArticleSummary } from '~/content/articles.server'
import { formatLongDate } from '~/domain/dates'
import { readingTimeLabel } from '~/domain/reading-time'
import { Badge } from './badge'
import { ContentCard } from './content-card'

/** An article or blog post card: category, author, date, read time and excerpt (SPEC §2 "Blog"). */
export function ArticleCard({ article, headingLevel }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
	return (
		<ContentCard
			to={article.path}
			title={article.title}
			description={article.description}
			headingLevel={headingLevel}
			badges={
				<>
					<Badge tone="brand">{article.category.name}</Badge>
					{article.kind === 'blog' ? <Badge>Blog</Badge> : null}
				</>
			}
			meta={`${article.author.name} · ${formatLongDate(article.publishedAt)} · ${readingTimeLabel(article.readingMinutes)}`}
			cta="Read Article"
		/>
	)
}
