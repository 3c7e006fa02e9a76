ALTER TABLE "brands" ADD COLUMN "logo_kit" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "typography" jsonb DEFAULT '[]'::jsonb NOT NULL;