import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "podcast_listener_salts" (
  	"day" date PRIMARY KEY NOT NULL,
  	"salt" varchar(64) NOT NULL
  );
  
  CREATE TABLE "podcast_listens" (
  	"day" date NOT NULL,
  	"listener" varchar(64) NOT NULL,
  	"episode_id" integer NOT NULL,
  	"app" varchar(80) NOT NULL,
  	"ranges" "int8multirange" NOT NULL,
  	"downloaded_at" timestamp(3) with time zone,
  	CONSTRAINT "podcast_listens_pkey" PRIMARY KEY("day","listener","episode_id")
  );
  
  ALTER TABLE "podcast_listens" ADD CONSTRAINT "podcast_listens_episode_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "podcast_listens_episode_day_idx" ON "podcast_listens" USING btree ("episode_id","day");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "podcast_listener_salts" CASCADE;
  DROP TABLE "podcast_listens" CASCADE;`)
}
