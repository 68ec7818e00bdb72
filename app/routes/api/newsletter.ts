import { postOnly, submissionAction } from '~/contact/api.server'

export const loader = postOnly
export const action = submissionAction('newsletter')
