import type { Endpoint, PayloadRequest } from 'payload'
import { asUser } from '@/access'
import { parseJsonBody } from '@/lib/http/body'
import { handled, HttpError } from '@/lib/http/errors'
import { readMultipart } from '@/lib/http/multipart'
import { ingestImage } from '@/lib/images/media'
import { findBrandSettings, readBrandAssets } from '@/lib/brand/queries'
import { mergeSeo } from '@/lib/seo/metadata'
import { SEO_PRESETS, type SeoRoute } from '@/lib/seo/presets'
import { BRAND_MESSAGES, brandSettingSchema } from '@/lib/brand/schema'
import { HTTP_MESSAGES } from '@/lib/http/messages'
import { seoSettingSchema } from '@/lib/seo/schema'
import { requireAdmin } from './guard'

const keyParam = (req: PayloadRequest, name: string) => {
  const raw = String(req.routeParams?.[name] ?? '')
  try {
    return decodeURIComponent(raw).slice(0, 300)
  } catch {
    // Malformed %-encoding names no setting; the lookup then answers 404.
    return raw.slice(0, 300)
  }
}

/** Brand settings arrive as multipart: key, description, value (a URL) and/or a `logo` image file. */
async function readBrandForm(req: PayloadRequest) {
  const form = await readMultipart(req, { invalid: BRAND_MESSAGES.brandValue })
  const file = form.file('logo')
  let uploadedUrl: string | undefined
  if (file && file.size > 0) {
    uploadedUrl =
      (await ingestImage(req.payload, Buffer.from(await file.arrayBuffer()), 'Brand asset', file.name, req.user)).media.url ?? undefined
  }
  return { key: form.text('key'), description: form.text('description'), value: uploadedUrl ?? form.text('value') }
}

export const adminSettingsEndpoints: Endpoint[] = [
  {
    path: '/admin/seo-settings',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      const [{ docs }, brand] = await Promise.all([
        req.payload.find({ collection: 'seo-settings', sort: 'pageRoute', pagination: false, depth: 0, ...asUser(req) }),
        readBrandAssets(),
      ])
      // What each public route carries right now: the same merge its page metadata runs.
      const effective = (Object.keys(SEO_PRESETS) as SeoRoute[]).map((route) => {
        const active = docs.find((doc) => doc.pageRoute === route && doc.isActive !== false)
        return mergeSeo(route, active ?? null, brand.socialImage)
      })
      return Response.json({ settings: docs, effective })
    }),
  },
  {
    path: '/admin/seo-settings',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { pageRoute, ...data } = await parseJsonBody(req, seoSettingSchema)
      // One setting per route: saving an existing route edits it (its pageRoute never changes).
      const existing = await req.payload.find({
        collection: 'seo-settings',
        where: { pageRoute: { equals: pageRoute } },
        limit: 1,
        depth: 0,
        ...asUser(req),
      })
      const setting = existing.docs[0]
        ? await req.payload.update({ collection: 'seo-settings', id: existing.docs[0].id, data, ...asUser(req) })
        : await req.payload.create({ collection: 'seo-settings', data: { pageRoute, ...data }, ...asUser(req) })
      return Response.json({ setting }, { status: existing.docs[0] ? 200 : 201 })
    }),
  },
  {
    path: '/admin/seo-settings/:pageRoute',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const pageRoute = keyParam(req, 'pageRoute')
      const route = pageRoute.startsWith('/') ? pageRoute : `/${pageRoute}`
      const { docs } = await req.payload.delete({ collection: 'seo-settings', where: { pageRoute: { equals: route } }, ...asUser(req) })
      if (!docs.length) throw new HttpError(404, HTTP_MESSAGES.notFound)
      return Response.json({ success: true })
    }),
  },
  {
    path: '/admin/brand-settings',
    method: 'get',
    handler: handled(async (req) => {
      requireAdmin(req)
      return Response.json({ settings: await findBrandSettings(req.payload, asUser(req)) })
    }),
  },
  {
    path: '/admin/brand-settings',
    method: 'post',
    handler: handled(async (req) => {
      requireAdmin(req)
      const input = brandSettingSchema.parse(await readBrandForm(req))
      if (!input.value) throw new HttpError(400, BRAND_MESSAGES.brandValue)
      const existing = await req.payload.count({ collection: 'brand-settings', where: { key: { equals: input.key } }, ...asUser(req) })
      if (existing.totalDocs) throw new HttpError(409, `A brand setting with key "${input.key}" already exists`)
      const setting = await req.payload.create({ collection: 'brand-settings', data: { ...input, value: input.value }, ...asUser(req) })
      return Response.json({ setting }, { status: 201 })
    }),
  },
  {
    path: '/admin/brand-settings/:key',
    method: 'put',
    handler: handled(async (req) => {
      requireAdmin(req)
      const key = keyParam(req, 'key')
      const { docs } = await req.payload.find({
        collection: 'brand-settings',
        where: { key: { equals: key } },
        limit: 1,
        depth: 0,
        ...asUser(req),
      })
      const existing = docs[0]
      if (!existing) throw new HttpError(404, HTTP_MESSAGES.notFound)
      const form = await readBrandForm(req)
      const input = brandSettingSchema.parse({ ...form, key })
      const setting = await req.payload.update({
        collection: 'brand-settings',
        id: existing.id,
        data: { description: input.description ?? existing.description, value: input.value ?? existing.value },
        ...asUser(req),
      })
      return Response.json({ setting })
    }),
  },
  {
    path: '/admin/brand-settings/:key',
    method: 'delete',
    handler: handled(async (req) => {
      requireAdmin(req)
      const { docs } = await req.payload.delete({
        collection: 'brand-settings',
        where: { key: { equals: keyParam(req, 'key') } },
        ...asUser(req),
      })
      if (!docs.length) throw new HttpError(404, HTTP_MESSAGES.notFound)
      return Response.json({ success: true })
    }),
  },
]
