import { redirect } from 'react-router'
import { ADMIN_HEADERS, assertCsrf, endSession, requireAdmin, requireAdminEnabled } from '~/admin/session.server'
import type { Route } from './+types/sign-out'

export async function loader({ context }: Route.LoaderArgs) {
	requireAdminEnabled(context.env)
	throw redirect('/admin/reports', { headers: ADMIN_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
	const { token, session } = await requireAdmin(request, context.env, context.db)
	assertCsrf(request, await request.formData(), token, session)
	return redirect('/admin/sign-in', { headers: { ...ADMIN_HEADERS, 'Set-Cookie': await endSession(request, token, context.db, session) } })
}
