import { CategoryContentLabel as CategoryContentLabel_bed1bcae2ce0d73dda6e0e2e582f6b74 } from '@/admin/fields/CategoryContentLabel'
import { TaskScreenBanner as TaskScreenBanner_be459669195dfa8d134d829ae30ca0a5 } from '@/admin/nav/TaskScreenBanner'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IssueSendPanel as IssueSendPanel_36a4afbb711aeeecd426746b71a06677 } from '../../../admin/newsletter/IssueSendPanel'
import { IssueEmailPreview as IssueEmailPreview_0eb6e8453b0c0356768fd82ff67b94f7 } from '../../../admin/newsletter/IssueEmailPreview'
import { FileSizeCell as FileSizeCell_0eabe5a88bfeed8ad9c75e37ac41b4a8 } from '@/admin/fields/FileSizeCell'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { DiffCell as DiffCell_382098f831ebf70073b704b9f856fc70 } from '@/admin/audit/DiffCell'
import { DiffField as DiffField_0b6aa55fb76abaaa941c8ef5acd10234 } from '@/admin/audit/DiffField'
import { BatchRestoreField as BatchRestoreField_3a29464540b3960da777f4e10b58f380 } from '@/admin/moderation/BatchRestoreField'
import { OverdueBanner as OverdueBanner_155204aca727cb5384ea781813a8f083 } from '@/admin/moderation/OverdueBanner'
import { BrandIcon as BrandIcon_c92bed8442c9901b869fe2a178e6ed71 } from '@/admin/graphics/BrandMark'
import { BrandMark as BrandMark_c92bed8442c9901b869fe2a178e6ed71 } from '@/admin/graphics/BrandMark'
import { DashboardLink as DashboardLink_21193e4cc92d602c7d46e7e55f1f8705 } from '@/admin/payload-dashboard/DashboardLink'
import { HeadstashNavLinks as HeadstashNavLinks_0546b239c37eceef0f73f134478693eb } from '@/admin/nav/HeadstashNavLinks'
import { AdminProviders as AdminProviders_35a1b4a543529face2fba129e84b4b2a } from '@/admin/shared/AdminProviders'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_dfd63ffb13af58d350469107de805cbc } from '@/admin/login/LoginView'
import { RegisterView as RegisterView_019233b4a87e46da28da8c60c5819b8f } from '@/admin/register/RegisterView'
import { DashboardView as DashboardView_a6cb646022b8157984a9630293780eb1 } from '@/admin/dashboard/DashboardView'
import { EpisodeEditorView as EpisodeEditorView_5da456c25f92657ed8d0519e976a30bc } from '../../../admin/podcast/EpisodeEditorView'
import { SubscriptionGatesView as SubscriptionGatesView_ebdf12ed735ecf3fad04720730cad34e } from '../../../admin/gates/SubscriptionGatesView'
import { ReviewView as ReviewView_f7dfdaab1ebe2676d1592820d98a0bae } from '../../../admin/review/ReviewView'
import { BrandSettingsView as BrandSettingsView_9141856b031f4011e2a1c9d17b102fac } from '../../../admin/brand/BrandSettingsView'
import { SearchMissesView as SearchMissesView_eee5877fa45c1f2cd4f70f2233bc0537 } from '../../../admin/search-misses/SearchMissesView'
import { BulkBatchesView as BulkBatchesView_b07998ed01ddf72ebd5a34cbfae1b555 } from '../../../admin/moderation/BulkBatchesView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/admin/fields/CategoryContentLabel#CategoryContentLabel": CategoryContentLabel_bed1bcae2ce0d73dda6e0e2e582f6b74,
  "@/admin/nav/TaskScreenBanner#TaskScreenBanner": TaskScreenBanner_be459669195dfa8d134d829ae30ca0a5,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/newsletter/IssueSendPanel#IssueSendPanel": IssueSendPanel_36a4afbb711aeeecd426746b71a06677,
  "/admin/newsletter/IssueEmailPreview#IssueEmailPreview": IssueEmailPreview_0eb6e8453b0c0356768fd82ff67b94f7,
  "@/admin/fields/FileSizeCell#FileSizeCell": FileSizeCell_0eabe5a88bfeed8ad9c75e37ac41b4a8,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/admin/audit/DiffCell#DiffCell": DiffCell_382098f831ebf70073b704b9f856fc70,
  "@/admin/audit/DiffField#DiffField": DiffField_0b6aa55fb76abaaa941c8ef5acd10234,
  "@/admin/moderation/BatchRestoreField#BatchRestoreField": BatchRestoreField_3a29464540b3960da777f4e10b58f380,
  "@/admin/moderation/OverdueBanner#OverdueBanner": OverdueBanner_155204aca727cb5384ea781813a8f083,
  "@/admin/graphics/BrandMark#BrandIcon": BrandIcon_c92bed8442c9901b869fe2a178e6ed71,
  "@/admin/graphics/BrandMark#BrandMark": BrandMark_c92bed8442c9901b869fe2a178e6ed71,
  "@/admin/payload-dashboard/DashboardLink#DashboardLink": DashboardLink_21193e4cc92d602c7d46e7e55f1f8705,
  "@/admin/nav/HeadstashNavLinks#HeadstashNavLinks": HeadstashNavLinks_0546b239c37eceef0f73f134478693eb,
  "@/admin/shared/AdminProviders#AdminProviders": AdminProviders_35a1b4a543529face2fba129e84b4b2a,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin/login/LoginView#LoginView": LoginView_dfd63ffb13af58d350469107de805cbc,
  "@/admin/register/RegisterView#RegisterView": RegisterView_019233b4a87e46da28da8c60c5819b8f,
  "@/admin/dashboard/DashboardView#DashboardView": DashboardView_a6cb646022b8157984a9630293780eb1,
  "/admin/podcast/EpisodeEditorView#EpisodeEditorView": EpisodeEditorView_5da456c25f92657ed8d0519e976a30bc,
  "/admin/gates/SubscriptionGatesView#SubscriptionGatesView": SubscriptionGatesView_ebdf12ed735ecf3fad04720730cad34e,
  "/admin/review/ReviewView#ReviewView": ReviewView_f7dfdaab1ebe2676d1592820d98a0bae,
  "/admin/brand/BrandSettingsView#BrandSettingsView": BrandSettingsView_9141856b031f4011e2a1c9d17b102fac,
  "/admin/search-misses/SearchMissesView#SearchMissesView": SearchMissesView_eee5877fa45c1f2cd4f70f2233bc0537,
  "/admin/moderation/BulkBatchesView#BulkBatchesView": BulkBatchesView_b07998ed01ddf72ebd5a34cbfae1b555,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
