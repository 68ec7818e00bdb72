// Sanitized HTML from the content seed (SPEC §5), styled for reading. Only HTML that went through
// rehype-sanitize at seed time may be passed here.
const PROSE =
	'max-w-none text-slate-800 leading-7 ' +
	'[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 ' +
	'[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 ' +
	'[&_h4]:mt-6 [&_h4]:font-semibold ' +
	'[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 ' +
	'[&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900 ' +
	'[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic ' +
	'[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm ' +
	'[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left ' +
	'[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top ' +
	'[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_hr]:my-8 [&_img]:max-w-full ' +
	'[&>*:first-child]:mt-0'

export function Prose({ html, className = '' }: { html: string; className?: string }) {
	return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
