CREATE TABLE "pricing_rates" (
	"state_id" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"road_tax" jsonb NOT NULL,
	"registration" jsonb NOT NULL,
	"insurance" jsonb NOT NULL,
	"state_subsidy" jsonb,
	"central_incentive" jsonb,
	"petrol_mileage" double precision NOT NULL,
	"petrol_mileage_source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rates_state_id_vehicle_type_pk" PRIMARY KEY("state_id","vehicle_type")
);
--> statement-breakpoint
CREATE TABLE "pricing_states" (
	"state_id" text PRIMARY KEY NOT NULL,
	"state_name" text NOT NULL,
	"policy" text NOT NULL,
	"electricity_tariff" double precision NOT NULL,
	"tariff_source" text NOT NULL,
	"tariff_verified_on" date NOT NULL,
	"petrol_price" double precision NOT NULL,
	"petrol_source" text NOT NULL,
	"petrol_verified_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_rates" ADD CONSTRAINT "pricing_rates_state_id_pricing_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."pricing_states"("state_id") ON DELETE cascade ON UPDATE no action;