import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceProvider } from '~/utils/nonce'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// Crawlers and no-JS clients get the whole document at once.
		const readyEvent = isbot(request.headers.get('user-agent')) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		const ready = () => {
			shellRendered = true
			const body = new PassThrough()
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
			pipe(body)
		}
		// A client that has gone: stop rendering for it (issue 16).
		const stop = () => {
			clearTimeout(timer)
			abort()
		}
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				onShellReady() {
					if (readyEvent === 'onShellReady') ready()
				},
				onAllReady() {
					clearTimeout(timer)
					request.signal.removeEventListener('abort', stop)
					if (readyEvent === 'onAllReady') ready()
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) console.error(error)
				},
			},
		)
		// Declared after the render starts; the callbacks above that use it run later.
		const timer = setTimeout(abort, streamTimeout + 1000)
		if (request.signal.aborted) stop()
		else request.signal.addEventListener('abort', stop, { once: true })
	})
}
