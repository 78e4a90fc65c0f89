import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { BrandSettings } from './collections/BrandSettings'
import { ChangelogEntries } from './collections/ChangelogEntries'
import { CultureDrops } from './collections/CultureDrops'
import { GateInteractions } from './collections/GateInteractions'
import { SearchMisses } from './collections/SearchMisses'
import { HeadstashSubmissions } from './collections/HeadstashSubmissions'
import { Media } from './collections/Media'
import { MoodAnalytics } from './collections/MoodAnalytics'
import { MoodEntries } from './collections/MoodEntries'
import { NewsletterIssues } from './collections/NewsletterIssues'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { PodcastEpisodes } from './collections/PodcastEpisodes'
import { AuditLog } from './collections/AuditLog'
import { SeoSettings } from './collections/SeoSettings'
import { StrainStories } from './collections/StrainStories'
import { StrainSubmissions } from './collections/StrainSubmissions'
import { Strains } from './collections/Strains'
import { SubscriptionGates } from './collections/SubscriptionGates'
import { Users } from './collections/Users'
import { contentAdminViews } from './admin/views'
import { adminEndpoints } from './endpoints/admin'
import { authEndpoints } from './endpoints/auth'
import { changelogEndpoints } from './endpoints/changelog'
import { gateEndpoints } from './endpoints/gates'
import { healthEndpoints } from './endpoints/health'
import { headstashEndpoints } from './endpoints/headstash'
import { newsletterEndpoints } from './endpoints/newsletter'
import { podcastEndpoints } from './endpoints/podcast'
import { siteEndpoints } from './endpoints/site'
import { strainEndpoints } from './endpoints/strains'
import { hardenRestApi } from './endpoints/hardening'
import { dropSessionIdsFromUser } from './lib/auth/sessions'
import { uploadEndpoints } from './endpoints/uploads'
import { SiteSettings } from './globals/SiteSettings'
import { migrations } from './migrations'
import { announceEmailMode, emailAdapter } from './lib/email/config'
import { providePayload } from './lib/payload'
import { addRateLimitsTable } from './lib/rate-limit/schema'
import { addClaimsTable } from './lib/moderation/claims'
import { databasePoolConfig } from './lib/db/pool'
import { addCloudAggregateTables, ensureCloudAggregates } from './lib/submissions/aggregates'
import { addSearchTables, ensureSearch } from './lib/search/database'
import { configuredReplicas, routeReplicaReads } from './lib/db/replicas'
import { AUTH_MESSAGES } from './lib/auth/texts'
import { keepPoolAliveOnErrors } from './lib/http/availability'
import { storagePlugins } from './lib/storage/s3'
import { graphQLValidationRules } from './lib/http/graphql'
import { answerErrorsWithMessage } from './lib/http/payload-errors'
import { canRunJobs, staffOnly } from './lib/jobs/queue'
import { addConfirmationSendsTable } from './lib/newsletter/confirmation-sends'
import { addNewsletterEventsTables } from './lib/newsletter/events-schema'
import { addPodcastDownloadTables } from './lib/podcast/download-store'
import { confirmationTask } from './lib/newsletter/jobs'
import { decisionNoticeTask } from './lib/moderation/notices'
import { addNewsletterLedgerTables } from './lib/newsletter/ledger'
import { newsletterSendTask } from './lib/newsletter/send-task'
import { overdueCheckTask } from './lib/moderation/jobs'
import { configuredPublicOrigin } from './lib/site/runtime-env.mjs'
import { auditTrail } from './lib/audit/trail'
import { submissionDecision } from './lib/submissions/audit'
import { strainEntryDecision } from './lib/strains/audit'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // Scheduled publishing: the admin's "Schedule publish" queues Payload's schedulePublish job; newsletter
  // sign-ups queue their confirmation e-mail; the overdue-review alert runs on a schedule. The app runs the queue itself through the run endpoint
  // (src/lib/jobs/queue.ts, started by src/instrumentation.ts), not with `autoRun`, whose publishes could
  // not expire the pages' cache.
  jobs: {
    tasks: [confirmationTask, newsletterSendTask, decisionNoticeTask, overdueCheckTask],
    access: { run: canRunJobs, queue: staffOnly, cancel: staffOnly },
  },
  secret: process.env.PAYLOAD_SECRET || '',
  // The public origin (SERVER_URL), when configured: Payload then honours the session cookie only on
  // requests whose Origin is this site (or, without Origin, whose Sec-Fetch-Site is not cross-site).
  // Its half of the CSRF defence; src/lib/http/same-origin.ts refuses the writes. Read at run time:
  // the running server evaluates this module afresh, with its own environment, whatever `next build`
  // saw. `serverURL` stays unset on purpose: Payload would then store absolute media URLs
  // (http://host/api/media/file/…) in the data and send the admin's API calls to that host; `cors`
  // stays unset as the admin and the site call the API from their own origin only.
  csrf: [configuredPublicOrigin()].filter((origin): origin is string => Boolean(origin)),
  // One login failure text whether or not the account exists (Payload words the two differently).
  i18n: {
    translations: {
      en: {
        error: {
          emailOrPasswordIncorrect: AUTH_MESSAGES.invalidCredentials,
          usernameOrPasswordIncorrect: AUTH_MESSAGES.invalidCredentials,
        },
        // The document's link to its public page (admin.preview) says where it goes.
        version: { preview: 'View on site' },
      },
    },
  },
  admin: {
    user: Users.slug,
    // Gravatar is a third-party request per page view; staff get Payload's own avatar.
    avatar: 'default',
    importMap: { baseDir: dirname },
    // Staff pages are never shared: no share image route for them (see src/endpoints/site).
    meta: { titleSuffix: ' · Headstash admin', defaultOGImageType: 'off' },
    components: {
      // The brand in Payload's own screens: the mark heading its navigation, the logo on its minimal pages.
      graphics: { Icon: '@/admin/graphics/BrandMark#BrandIcon', Logo: '@/admin/graphics/BrandMark#BrandMark' },
      // One toast provider around the whole admin, so a toast survives navigation between views.
      providers: ['@/admin/shared/AdminProviders#AdminProviders'],
      beforeDashboard: ['@/admin/payload-dashboard/DashboardLink#DashboardLink'],
      // Above every admin page: the WIYHS entries waiting past the overdue mark, for staff.
      header: ['@/admin/moderation/OverdueBanner#OverdueBanner'],
      // The task screens head Payload's navigation, so it is the one menu of every admin view.
      beforeNavLinks: ['@/admin/nav/HeadstashNavLinks#HeadstashNavLinks'],
      views: {
        // The spy-themed login replaces Payload's; the first-run screen is the registration form.
        login: { Component: '@/admin/login/LoginView#LoginView' },
        createFirstUser: { Component: '@/admin/register/RegisterView#RegisterView' },
        register: { Component: '@/admin/register/RegisterView#RegisterView', path: '/register', exact: true },
        headstashDashboard: { Component: '@/admin/dashboard/DashboardView#DashboardView', path: '/dashboard', exact: true },
        ...contentAdminViews,
      },
    },
  },
  collections: [
    Users,
    HeadstashSubmissions,
    StrainSubmissions,
    NewsletterSubscribers,
    NewsletterIssues,
    PodcastEpisodes,
    SubscriptionGates,
    GateInteractions,
    SearchMisses,
    ChangelogEntries,
    Media,
    Strains,
    StrainStories,
    CultureDrops,
    MoodEntries,
    MoodAnalytics,
    BrandSettings,
    SeoSettings,
    AuditLog,
  ],
  globals: [SiteSettings],
  endpoints: [
    ...authEndpoints,
    ...newsletterEndpoints,
    ...strainEndpoints,
    ...headstashEndpoints,
    ...uploadEndpoints,
    ...changelogEndpoints,
    ...siteEndpoints,
    ...podcastEndpoints,
    ...gateEndpoints,
    ...adminEndpoints,
    ...healthEndpoints,
  ],
  hooks: { afterError: [answerErrorsWithMessage] },
  // SMTP_URL set: nodemailer and double opt-in; unset: no mail, single opt-in (docs/decisions.md#newsletter-email).
  email: emailAdapter(),
  editor: lexicalEditor(),
  db: postgresAdapter({
    // Bounded pool wait, lock wait and statement time: no request can hold or wait for a client forever.
    pool: databasePoolConfig(),
    // DATABASE_REPLICA_URLS: anonymous reads go to the replicas, a writer's reads to the primary
    // (src/lib/db/read-route.mjs); unset, everything uses DATABASE_URL.
    readReplicas: configuredReplicas(),
    // Only `npm run dev` pushes schema (into its own database); everything else runs migrations.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'migrations'),
    // In production the server applies pending migrations while it starts (src/instrumentation.ts),
    // before it answers any request, so an empty database needs no manual step.
    prodMigrations: migrations,
    afterSchemaInit: [
      addRateLimitsTable,
      addConfirmationSendsTable,
      addNewsletterLedgerTables,
      addNewsletterEventsTables,
      addCloudAggregateTables,
      addSearchTables,
      addPodcastDownloadTables,
      addClaimsTable,
    ],
  }),
  sharp,
  graphQL: {
    // Committed and kept current by `npm run generate:graphql-schema` (a test compares it with the config).
    schemaOutputFile: path.resolve(dirname, 'generated-schema.graphql'),
    // Replaced by graphQLValidationRules: introspection for staff, not for everyone else in any mode.
    disableIntrospectionInProduction: false,
    validationRules: graphQLValidationRules,
  },
  // The committed types come from `npm run generate:types` only: generated on every start outside
  // production (a test run, say), they lost the S3 plugin's field whenever S3 was not configured.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // A Postgres restart must cost requests a 503, not crash the process (docs/decisions.md#database-outage).
  onInit: async (payload) => {
    // The public readers in lib take the instance from here (lib never imports this config).
    providePayload(payload)
    if (process.env.PAYLOAD_DB_PUSH === 'true') {
      await ensureCloudAggregates(payload)
      await ensureSearch(payload)
    }
    keepPoolAliveOnErrors(payload)
    routeReplicaReads(payload)
    dropSessionIdsFromUser(payload)
    announceEmailMode(payload.logger)
  },
  plugins: [
    // Every staff change through Payload (REST, GraphQL, its admin, the custom endpoints' Local API
    // calls) writes an audit row in the change's transaction.
    auditTrail({
      decisions: { [HeadstashSubmissions.slug]: submissionDecision, [StrainSubmissions.slug]: strainEntryDecision },
      settingsCollections: [BrandSettings.slug, SeoSettings.slug],
      deleteActions: { [NewsletterSubscribers.slug]: 'subscriber-delete' },
      exclude: [AuditLog.slug],
    }),
    seoPlugin({
      collections: [StrainStories.slug, CultureDrops.slug],
      uploadsCollection: Media.slug,
      generateTitle: ({ doc }) => `${(doc as { title?: string }).title ?? 'Headstash'} | Headstash`,
      generateDescription: ({ doc }) => (doc as { excerpt?: string }).excerpt ?? '',
    }),
    ...storagePlugins(),
  ],
}).then(hardenRestApi)
