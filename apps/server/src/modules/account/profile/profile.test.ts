import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOwnUpload } from '../../../platform/uploads/own-upload.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const base = '/api/accountservice'
const upload = `/uploads/2026/11/${'ab'.repeat(32)}.png`
type Member = Awaited<ReturnType<TestApp['signIn']>>

async function update(member: Member, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/user/update/wallet/profile`,
    headers: member.headers(),
    payload,
  })
  return res.json()
}

describe('the wallet profile', () => {
  it('answers the caller their own profile fields, and needs a session', async () => {
    const member = await t.signIn({ email: 'profile-owner@example.com', username: 'owner_1' })
    const res = await t.app.inject({ url: `${base}/user/wallet/profile`, headers: member.headers() })
    expect(res.json()).toMatchObject({
      code: 1511200,
      data: {
        id: String(member.userId),
        username: 'owner_1',
        email: 'profile-owner@example.com',
        personalprofile: '',
        headimgurl: '',
      },
    })
    expect(res.json().data.token).toBeUndefined()
    const visitor = await t.app.inject({ url: `${base}/user/wallet/profile`, headers: t.signed() })
    expect(visitor.statusCode).toBe(401)
  })

  it('saves the fields sent, clears empty ones and leaves the rest', async () => {
    const member = await t.signIn({ username: 'before_1' })
    const saved = await update(member, {
      username: 'After-1',
      headimgurl: upload,
      bannerimageurl: upload.replace('.png', '.thumb.webp'),
      personalprofile: 'Collector of pixel cats.',
      websiteurl: 'https://cats.example.com/me',
      twitterurl: 'https://x.com/cats',
    })
    expect(saved).toMatchObject({
      code: 1511200,
      data: {
        username: 'After-1',
        headimgurl: upload,
        personalprofile: 'Collector of pixel cats.',
        twitterurl: 'https://x.com/cats',
      },
    })
    const cleared = await update(member, { twitterurl: '' })
    expect(cleared.data).toMatchObject({
      username: 'After-1',
      twitterurl: '',
      websiteurl: 'https://cats.example.com/me',
    })
  })

  it('keeps usernames unique whatever their case', async () => {
    await t.signIn({ username: 'TakenName' })
    const member = await t.signIn({ username: 'free_name' })
    expect(await update(member, { username: 'takenname' })).toMatchObject({
      code: 1511400,
      msg: 'This username is already taken. Please choose another one.',
    })
    // One's own name in another case is fine.
    expect((await update(member, { username: 'Free_Name' })).data.username).toBe('Free_Name')
  })

  it('refuses bad input with a message naming the field, writing nothing', async () => {
    const member = await t.signIn({ username: 'careful1' })
    const cases: [object, string][] = [
      [{ username: 'ab' }, 'Invalid username: *4 to 16 letters, numbers, underscores or hyphens.'],
      [{ username: 'with space' }, 'Invalid username: *4 to 16 letters, numbers, underscores or hyphens.'],
      [
        { personalprofile: 'x'.repeat(501) },
        'Invalid personalprofile: Your bio can be at most 500 characters.',
      ],
      [
        { websiteurl: 'javascript:alert(1)' },
        'Invalid websiteurl: Please enter a link starting with http:// or https://.',
      ],
      [
        { instagramurl: 'ftp://files.example.com' },
        'Invalid instagramurl: Please enter a link starting with http:// or https://.',
      ],
      [{ headimgurl: 'https://tracker.example.com/pixel.png' }, 'Please upload the image to KID first.'],
      [{ bannerimageurl: '/uploads/../../etc/passwd' }, 'Please upload the image to KID first.'],
    ]
    for (const [payload, msg] of cases) {
      expect(await update(member, { ...payload, twitterurl: 'https://x.com/never' })).toMatchObject({
        code: 1511400,
        msg,
      })
    }
    const res = await t.app.inject({ url: `${base}/user/wallet/profile`, headers: member.headers() })
    expect(res.json().data).toMatchObject({ username: 'careful1', twitterurl: '' })
  })

  it('recognises uploads stored locally, under PUBLIC_URL or in S3', () => {
    const key = `2026/11/${'cd'.repeat(32)}.webp`
    const s3 = { publicUrl: 'https://cdn.example.com/kid' } as NonNullable<
      Parameters<typeof isOwnUpload>[1]['s3']
    >
    expect(isOwnUpload(`/uploads/${key}`, { publicUrl: 'https://kid.example', s3: undefined })).toBe(true)
    expect(
      isOwnUpload(`https://kid.example/uploads/${key}`, { publicUrl: 'https://kid.example', s3: undefined }),
    ).toBe(true)
    expect(isOwnUpload(`https://cdn.example.com/kid/${key}`, { publicUrl: 'https://kid.example', s3 })).toBe(
      true,
    )
    expect(isOwnUpload(`https://evil.example/uploads/${key}`, { publicUrl: 'https://kid.example', s3 })).toBe(
      false,
    )
    expect(isOwnUpload(`/uploads/${key}?x=1`, { publicUrl: 'https://kid.example', s3: undefined })).toBe(
      false,
    )
  })
})
