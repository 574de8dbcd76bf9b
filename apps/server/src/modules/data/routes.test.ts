import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { catalogRows } from '../market/testing.ts'

let t: TestApp
const get = async (url: string) =>
  (await t.app.inject({ url: `/api/dataservice/open/collections/${url}`, headers: t.signed() })).json()

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

describe('/api/dataservice/open/collections', () => {
  it('lists the categories, and the collections of one by volume, floor or age', async () => {
    const categories = (await get('categories')).data
    expect(categories.length).toBeGreaterThan(0)
    expect(Object.keys(categories[0]).sort()).toEqual(['id', 'name', 'slug'])
    const [art, other] = categories
    const rows = catalogRows(t)
    const me = await rows.member(1)
    const c = (name: string, values: object) => rows.collection(me.wallet, { name, ...values })
    await c('Cheap', { categoryId: art.id, floorWei: parseEther('0.1'), volumeWei: parseEther('1') })
    await c('Busy', { categoryId: art.id, floorWei: parseEther('2'), volumeWei: parseEther('9') })
    await c('Elsewhere', { categoryId: other.id, volumeWei: parseEther('99') })
    const names = async (query: string) => (await get(`list?${query}`)).data.list.map((x: { name: string }) => x.name)
    expect(await names(`category=${art.id}&sort=volume`)).toEqual(['Busy', 'Cheap'])
    expect(await names(`category=${art.id}&sort=floor`)).toEqual(['Cheap', 'Busy'])
    expect(await names('sort=newest&page=1&size=1')).toEqual(['Elsewhere'])
    expect(await get('list?sort=cheapest')).toMatchObject({ code: 1511400 })
  })
})
