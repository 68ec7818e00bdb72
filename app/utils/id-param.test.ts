import { describe, expect, it } from 'vitest'
import { firstErrors } from '~/domain/field-errors'
import { z } from 'zod'
import { parseId } from './id-param'

describe('parseId', () => {
	it('accepts 1–9 digits and nothing else', () => {
		expect(parseId('42')).toBe(42)
		expect(parseId('999999999')).toBe(999_999_999)
		for (const bad of [null, undefined, '', '-1', '1e3', '0x10', '1234567890', '12a', ' 12']) expect(parseId(bad), String(bad)).toBeUndefined()
	})
})

describe('firstErrors', () => {
	it('keeps the first message per field and puts whole-input errors under "_"', () => {
		const schema = z.object({ a: z.string().min(2, 'too short').max(1, 'never both'), b: z.number() }).refine(() => false, 'whole input')
		const result = schema.safeParse({ a: 'x', b: 'nope' })
		expect(result.success).toBe(false)
		expect(firstErrors(result.error!)).toMatchObject({ a: 'too short', b: expect.any(String) })
		expect(firstErrors(z.string().safeParse(3).error!)).toEqual({ _: expect.any(String) })
	})
})
