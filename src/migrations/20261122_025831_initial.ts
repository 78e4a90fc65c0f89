import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('user', 'admin');
  CREATE TYPE "public"."enum_headstash_submissions_category" AS ENUM('flower', 'concentrate', 'edible');
  CREATE TYPE "public"."enum_headstash_submissions_genetics" AS ENUM('indica', 'sativa', 'hybrid');
  CREATE TYPE "public"."enum_headstash_submissions_rosin_type" AS ENUM('hash-rosin', 'live-rosin', 'live-resin', 'solventless', 'ice-water-hash', 'bho', 'distillate', 'co2-extract', 'other');
  CREATE TYPE "public"."enum_headstash_submissions_extraction_method" AS ENUM('solventless', 'bubble-hash', 'bho', 'co2', 'ethanol', 'hydrocarbon', 'other');
  CREATE TYPE "public"."enum_headstash_submissions_industry" AS ENUM('cultivation', 'retail', 'brand-owner', 'ancillary-services', 'media-content', 'investor', 'consumer-patient', 'other');
  CREATE TYPE "public"."enum_headstash_submissions_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_strain_submissions_strain_type" AS ENUM('indica', 'sativa', 'hybrid');
  CREATE TYPE "public"."enum_podcast_episodes_status" AS ENUM('draft', 'published', 'archived');
  CREATE TYPE "public"."enum_subscription_gates_trigger_type" AS ENUM('scroll', 'time', 'exit_intent', 'element_view');
  CREATE TYPE "public"."enum_subscription_gates_show_frequency" AS ENUM('once', 'session', 'always');
  CREATE TYPE "public"."enum_gate_interactions_action" AS ENUM('shown', 'subscribed', 'dismissed');
  CREATE TYPE "public"."enum_changelog_entries_type" AS ENUM('feature', 'improvement', 'fix', 'breaking', 'announcement');
  CREATE TYPE "public"."enum_strains_type" AS ENUM('indica', 'sativa', 'hybrid');
  CREATE TYPE "public"."enum_strains_growing_difficulty" AS ENUM('easy', 'medium', 'hard');
  CREATE TYPE "public"."enum_strain_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_culture_drops_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_seo_settings_twitter_card" AS ENUM('summary', 'summary_large_image', 'app', 'player');
  CREATE TYPE "public"."enum_seo_settings_robots_directive" AS ENUM('index, follow', 'noindex, nofollow', 'index, nofollow', 'noindex, follow');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'user' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "headstash_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_headstash_submissions_category" NOT NULL,
  	"name" varchar NOT NULL,
  	"genetics" "enum_headstash_submissions_genetics",
  	"breeder" varchar,
  	"rosin_type" "enum_headstash_submissions_rosin_type",
  	"extraction_method" "enum_headstash_submissions_extraction_method",
  	"edible_type" varchar,
  	"thc_content" varchar,
  	"cbd_content" varchar,
  	"where_acquired" varchar NOT NULL,
  	"flavor_notes" varchar,
  	"vibe" varchar,
  	"effects" varchar,
  	"flames" numeric NOT NULL,
  	"image_id" integer,
  	"image_url" varchar,
  	"submitted_by" varchar NOT NULL,
  	"submitter_email" varchar,
  	"display_name" boolean DEFAULT true,
  	"location" varchar NOT NULL,
  	"industry" "enum_headstash_submissions_industry" NOT NULL,
  	"role" varchar,
  	"submission_date" timestamp(3) with time zone,
  	"status" "enum_headstash_submissions_status" DEFAULT 'pending' NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"review_notes" varchar,
  	"archive_eligible" boolean DEFAULT true,
  	"promoted_to_archive" boolean DEFAULT false,
  	"archive_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "strain_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"strain_name" varchar NOT NULL,
  	"strain_type" "enum_strain_submissions_strain_type" DEFAULT 'hybrid' NOT NULL,
  	"submitter_name" varchar NOT NULL,
  	"submitter_email" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"effects" varchar,
  	"thc_content" varchar,
  	"cbd_content" varchar,
  	"terpenes" varchar,
  	"grow_info" varchar,
  	"personal_story" varchar,
  	"is_approved" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"subscribed_at" timestamp(3) with time zone NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "podcast_episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"episode_number" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"descript_embed" varchar,
  	"audio_url" varchar,
  	"short_summary" varchar NOT NULL,
  	"show_notes_links" varchar,
  	"cta_newsletter_url" varchar,
  	"cta_strain_archive_url" varchar DEFAULT '/live-stash',
  	"main_image" varchar,
  	"thumbnail_image" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"status" "enum_podcast_episodes_status" DEFAULT 'draft' NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "podcast_episodes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "subscription_gates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"page_path" varchar NOT NULL,
  	"trigger_type" "enum_subscription_gates_trigger_type" DEFAULT 'scroll' NOT NULL,
  	"trigger_value" numeric DEFAULT 60 NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"button_text" varchar DEFAULT 'Subscribe',
  	"dismiss_text" varchar DEFAULT 'Continue without subscribing',
  	"allow_dismiss" boolean DEFAULT true,
  	"priority" numeric DEFAULT 1 NOT NULL,
  	"show_frequency" "enum_subscription_gates_show_frequency" DEFAULT 'once' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gate_interactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gate_id" integer NOT NULL,
  	"session_id" varchar NOT NULL,
  	"user_agent" varchar,
  	"action" "enum_gate_interactions_action" NOT NULL,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "changelog_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"type" "enum_changelog_entries_type" DEFAULT 'feature' NOT NULL,
  	"version" varchar,
  	"is_public" boolean DEFAULT false,
  	"is_new" boolean DEFAULT true,
  	"author_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_full_url" varchar,
  	"sizes_full_width" numeric,
  	"sizes_full_height" numeric,
  	"sizes_full_mime_type" varchar,
  	"sizes_full_filesize" numeric,
  	"sizes_full_filename" varchar
  );
  
  CREATE TABLE "strains" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_strains_type" NOT NULL,
  	"genetics" varchar,
  	"breeder" varchar,
  	"thc_content" varchar,
  	"cbd_content" varchar,
  	"growing_difficulty" "enum_strains_growing_difficulty",
  	"flowering_time" varchar,
  	"yield" varchar,
  	"description" varchar,
  	"image_url" varchar,
  	"average_rating" numeric DEFAULT 0,
  	"review_count" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "strains_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "strain_stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"content" jsonb,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"status" "enum_strain_stories_status" DEFAULT 'draft' NOT NULL,
  	"author_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "culture_drops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"content" jsonb,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"status" "enum_culture_drops_status" DEFAULT 'draft' NOT NULL,
  	"author_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"drop_type" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mood_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"episode_id" integer NOT NULL,
  	"session_id" varchar NOT NULL,
  	"user_agent" varchar,
  	"pre_mood" numeric,
  	"post_mood" numeric,
  	"notes" varchar,
  	"listen_duration" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mood_entries_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "mood_analytics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"episode_id" integer NOT NULL,
  	"average_pre_mood" numeric,
  	"average_post_mood" numeric,
  	"mood_improvement" numeric,
  	"total_entries" numeric DEFAULT 0,
  	"last_calculated" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mood_analytics_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "brand_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"description" varchar,
  	"value" varchar NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seo_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_route" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"keywords" varchar,
  	"og_title" varchar,
  	"og_description" varchar,
  	"og_image" varchar,
  	"twitter_card" "enum_seo_settings_twitter_card" DEFAULT 'summary_large_image',
  	"canonical" varchar,
  	"robots_directive" "enum_seo_settings_robots_directive" DEFAULT 'index, follow',
  	"structured_data" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"headstash_submissions_id" integer,
  	"strain_submissions_id" integer,
  	"newsletter_subscribers_id" integer,
  	"podcast_episodes_id" integer,
  	"subscription_gates_id" integer,
  	"gate_interactions_id" integer,
  	"changelog_entries_id" integer,
  	"media_id" integer,
  	"strains_id" integer,
  	"strain_stories_id" integer,
  	"culture_drops_id" integer,
  	"mood_entries_id" integer,
  	"mood_analytics_id" integer,
  	"brand_settings_id" integer,
  	"seo_settings_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_background_image_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "rate_limits" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "headstash_submissions" ADD CONSTRAINT "headstash_submissions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "headstash_submissions" ADD CONSTRAINT "headstash_submissions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_texts" ADD CONSTRAINT "podcast_episodes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gate_interactions" ADD CONSTRAINT "gate_interactions_gate_id_subscription_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."subscription_gates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "changelog_entries" ADD CONSTRAINT "changelog_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "strains_texts" ADD CONSTRAINT "strains_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."strains"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "strain_stories" ADD CONSTRAINT "strain_stories_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "strain_stories" ADD CONSTRAINT "strain_stories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "strain_stories" ADD CONSTRAINT "strain_stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "culture_drops" ADD CONSTRAINT "culture_drops_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "culture_drops" ADD CONSTRAINT "culture_drops_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "culture_drops" ADD CONSTRAINT "culture_drops_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mood_entries_texts" ADD CONSTRAINT "mood_entries_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mood_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mood_analytics" ADD CONSTRAINT "mood_analytics_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mood_analytics_texts" ADD CONSTRAINT "mood_analytics_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mood_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_headstash_submissions_fk" FOREIGN KEY ("headstash_submissions_id") REFERENCES "public"."headstash_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_strain_entries_fk" FOREIGN KEY ("strain_submissions_id") REFERENCES "public"."strain_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gates_fk" FOREIGN KEY ("subscription_gates_id") REFERENCES "public"."subscription_gates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gate_interactions_fk" FOREIGN KEY ("gate_interactions_id") REFERENCES "public"."gate_interactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_changelog_entries_fk" FOREIGN KEY ("changelog_entries_id") REFERENCES "public"."changelog_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_strains_fk" FOREIGN KEY ("strains_id") REFERENCES "public"."strains"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_strain_stories_fk" FOREIGN KEY ("strain_stories_id") REFERENCES "public"."strain_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_culture_drops_fk" FOREIGN KEY ("culture_drops_id") REFERENCES "public"."culture_drops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mood_entries_fk" FOREIGN KEY ("mood_entries_id") REFERENCES "public"."mood_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mood_analytics_fk" FOREIGN KEY ("mood_analytics_id") REFERENCES "public"."mood_analytics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_settings_fk" FOREIGN KEY ("brand_settings_id") REFERENCES "public"."brand_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_settings_fk" FOREIGN KEY ("seo_settings_id") REFERENCES "public"."seo_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "headstash_submissions_category_idx" ON "headstash_submissions" USING btree ("category");
  CREATE INDEX "headstash_submissions_vibe_idx" ON "headstash_submissions" USING btree ("vibe");
  CREATE INDEX "headstash_submissions_image_idx" ON "headstash_submissions" USING btree ("image_id");
  CREATE INDEX "headstash_submissions_status_idx" ON "headstash_submissions" USING btree ("status");
  CREATE INDEX "headstash_submissions_reviewed_by_idx" ON "headstash_submissions" USING btree ("reviewed_by_id");
  CREATE INDEX "headstash_submissions_updated_at_idx" ON "headstash_submissions" USING btree ("updated_at");
  CREATE INDEX "headstash_submissions_created_at_idx" ON "headstash_submissions" USING btree ("created_at");
  CREATE INDEX "strain_submissions_strain_name_idx" ON "strain_submissions" USING btree ("strain_name");
  CREATE INDEX "strain_submissions_updated_at_idx" ON "strain_submissions" USING btree ("updated_at");
  CREATE INDEX "strain_submissions_created_at_idx" ON "strain_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_subscribed_at_idx" ON "newsletter_subscribers" USING btree ("subscribed_at");
  CREATE INDEX "newsletter_subscribers_is_active_idx" ON "newsletter_subscribers" USING btree ("is_active");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "podcast_episodes_episode_number_idx" ON "podcast_episodes" USING btree ("episode_number");
  CREATE UNIQUE INDEX "podcast_episodes_slug_idx" ON "podcast_episodes" USING btree ("slug");
  CREATE INDEX "podcast_episodes_publish_date_idx" ON "podcast_episodes" USING btree ("publish_date");
  CREATE INDEX "podcast_episodes_status_idx" ON "podcast_episodes" USING btree ("status");
  CREATE INDEX "podcast_episodes_author_idx" ON "podcast_episodes" USING btree ("author_id");
  CREATE INDEX "podcast_episodes_updated_at_idx" ON "podcast_episodes" USING btree ("updated_at");
  CREATE INDEX "podcast_episodes_created_at_idx" ON "podcast_episodes" USING btree ("created_at");
  CREATE INDEX "podcast_episodes_texts_order_parent" ON "podcast_episodes_texts" USING btree ("order","parent_id");
  CREATE INDEX "subscription_gates_page_path_idx" ON "subscription_gates" USING btree ("page_path");
  CREATE INDEX "subscription_gates_priority_idx" ON "subscription_gates" USING btree ("priority");
  CREATE INDEX "subscription_gates_is_active_idx" ON "subscription_gates" USING btree ("is_active");
  CREATE INDEX "subscription_gates_updated_at_idx" ON "subscription_gates" USING btree ("updated_at");
  CREATE INDEX "subscription_gates_created_at_idx" ON "subscription_gates" USING btree ("created_at");
  CREATE INDEX "gate_interactions_gate_idx" ON "gate_interactions" USING btree ("gate_id");
  CREATE INDEX "gate_interactions_action_idx" ON "gate_interactions" USING btree ("action");
  CREATE INDEX "gate_interactions_updated_at_idx" ON "gate_interactions" USING btree ("updated_at");
  CREATE INDEX "gate_interactions_created_at_idx" ON "gate_interactions" USING btree ("created_at");
  CREATE INDEX "changelog_entries_is_public_idx" ON "changelog_entries" USING btree ("is_public");
  CREATE INDEX "changelog_entries_author_idx" ON "changelog_entries" USING btree ("author_id");
  CREATE INDEX "changelog_entries_updated_at_idx" ON "changelog_entries" USING btree ("updated_at");
  CREATE INDEX "changelog_entries_created_at_idx" ON "changelog_entries" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_full_sizes_full_filename_idx" ON "media" USING btree ("sizes_full_filename");
  CREATE UNIQUE INDEX "strains_name_idx" ON "strains" USING btree ("name");
  CREATE INDEX "strains_updated_at_idx" ON "strains" USING btree ("updated_at");
  CREATE INDEX "strains_created_at_idx" ON "strains" USING btree ("created_at");
  CREATE INDEX "strains_texts_order_parent" ON "strains_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "strain_stories_slug_idx" ON "strain_stories" USING btree ("slug");
  CREATE INDEX "strain_stories_featured_image_idx" ON "strain_stories" USING btree ("featured_image_id");
  CREATE INDEX "strain_stories_status_idx" ON "strain_stories" USING btree ("status");
  CREATE INDEX "strain_stories_author_idx" ON "strain_stories" USING btree ("author_id");
  CREATE INDEX "strain_stories_meta_meta_image_idx" ON "strain_stories" USING btree ("meta_image_id");
  CREATE INDEX "strain_stories_updated_at_idx" ON "strain_stories" USING btree ("updated_at");
  CREATE INDEX "strain_stories_created_at_idx" ON "strain_stories" USING btree ("created_at");
  CREATE UNIQUE INDEX "culture_drops_slug_idx" ON "culture_drops" USING btree ("slug");
  CREATE INDEX "culture_drops_featured_image_idx" ON "culture_drops" USING btree ("featured_image_id");
  CREATE INDEX "culture_drops_status_idx" ON "culture_drops" USING btree ("status");
  CREATE INDEX "culture_drops_author_idx" ON "culture_drops" USING btree ("author_id");
  CREATE INDEX "culture_drops_meta_meta_image_idx" ON "culture_drops" USING btree ("meta_image_id");
  CREATE INDEX "culture_drops_updated_at_idx" ON "culture_drops" USING btree ("updated_at");
  CREATE INDEX "culture_drops_created_at_idx" ON "culture_drops" USING btree ("created_at");
  CREATE INDEX "mood_entries_episode_idx" ON "mood_entries" USING btree ("episode_id");
  CREATE INDEX "mood_entries_updated_at_idx" ON "mood_entries" USING btree ("updated_at");
  CREATE INDEX "mood_entries_created_at_idx" ON "mood_entries" USING btree ("created_at");
  CREATE INDEX "mood_entries_texts_order_parent" ON "mood_entries_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "mood_analytics_episode_idx" ON "mood_analytics" USING btree ("episode_id");
  CREATE INDEX "mood_analytics_updated_at_idx" ON "mood_analytics" USING btree ("updated_at");
  CREATE INDEX "mood_analytics_created_at_idx" ON "mood_analytics" USING btree ("created_at");
  CREATE INDEX "mood_analytics_texts_order_parent" ON "mood_analytics_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "brand_settings_key_idx" ON "brand_settings" USING btree ("key");
  CREATE INDEX "brand_settings_updated_by_idx" ON "brand_settings" USING btree ("updated_by_id");
  CREATE INDEX "brand_settings_updated_at_idx" ON "brand_settings" USING btree ("updated_at");
  CREATE INDEX "brand_settings_created_at_idx" ON "brand_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "seo_settings_page_route_idx" ON "seo_settings" USING btree ("page_route");
  CREATE INDEX "seo_settings_updated_at_idx" ON "seo_settings" USING btree ("updated_at");
  CREATE INDEX "seo_settings_created_at_idx" ON "seo_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_headstash_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("headstash_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_strain_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("strain_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_subscription_gates_id_idx" ON "payload_locked_documents_rels" USING btree ("subscription_gates_id");
  CREATE INDEX "payload_locked_documents_rels_gate_interactions_id_idx" ON "payload_locked_documents_rels" USING btree ("gate_interactions_id");
  CREATE INDEX "payload_locked_documents_rels_changelog_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("changelog_entries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_strains_id_idx" ON "payload_locked_documents_rels" USING btree ("strains_id");
  CREATE INDEX "payload_locked_documents_rels_strain_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("strain_stories_id");
  CREATE INDEX "payload_locked_documents_rels_culture_drops_id_idx" ON "payload_locked_documents_rels" USING btree ("culture_drops_id");
  CREATE INDEX "payload_locked_documents_rels_mood_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("mood_entries_id");
  CREATE INDEX "payload_locked_documents_rels_mood_analytics_id_idx" ON "payload_locked_documents_rels" USING btree ("mood_analytics_id");
  CREATE INDEX "payload_locked_documents_rels_brand_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_settings_id");
  CREATE INDEX "payload_locked_documents_rels_seo_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("seo_settings_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "headstash_submissions" CASCADE;
  DROP TABLE "strain_submissions" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "podcast_episodes" CASCADE;
  DROP TABLE "podcast_episodes_texts" CASCADE;
  DROP TABLE "subscription_gates" CASCADE;
  DROP TABLE "gate_interactions" CASCADE;
  DROP TABLE "changelog_entries" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "strains" CASCADE;
  DROP TABLE "strains_texts" CASCADE;
  DROP TABLE "strain_stories" CASCADE;
  DROP TABLE "culture_drops" CASCADE;
  DROP TABLE "mood_entries" CASCADE;
  DROP TABLE "mood_entries_texts" CASCADE;
  DROP TABLE "mood_analytics" CASCADE;
  DROP TABLE "mood_analytics_texts" CASCADE;
  DROP TABLE "brand_settings" CASCADE;
  DROP TABLE "seo_settings" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_headstash_submissions_category";
  DROP TYPE "public"."enum_headstash_submissions_genetics";
  DROP TYPE "public"."enum_headstash_submissions_rosin_type";
  DROP TYPE "public"."enum_headstash_submissions_extraction_method";
  DROP TYPE "public"."enum_headstash_submissions_industry";
  DROP TYPE "public"."enum_headstash_submissions_status";
  DROP TYPE "public"."enum_strain_submissions_strain_type";
  DROP TYPE "public"."enum_podcast_episodes_status";
  DROP TYPE "public"."enum_subscription_gates_trigger_type";
  DROP TYPE "public"."enum_subscription_gates_show_frequency";
  DROP TYPE "public"."enum_gate_interactions_action";
  DROP TYPE "public"."enum_changelog_entries_type";
  DROP TYPE "public"."enum_strains_type";
  DROP TYPE "public"."enum_strains_growing_difficulty";
  DROP TYPE "public"."enum_strain_stories_status";
  DROP TYPE "public"."enum_culture_drops_status";
  DROP TYPE "public"."enum_seo_settings_twitter_card";
  DROP TYPE "public"."enum_seo_settings_robots_directive";`)
}
